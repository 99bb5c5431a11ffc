/**
 * The head start's hand-over (docs/performance.md: the dashboard's first paint): a reload inside the
 * authorized area loads `src/head-start/main.ts` as its own tiny script ahead of the app. While the
 * browser still downloads the app, it exchanges the stored refresh token and sends the first screen's
 * reads, and leaves each answer here, unread, as the fetch `Response` it will be. The app's two HTTP
 * clients (src/app/auth-http.ts, src/api/client.ts) send through `headStartFetch`, which hands a request
 * the answer already under way when the head start sent the same request, once; every other request,
 * a second one of the same, and a read after HEAD_START_MAX_AGE_MS go to the network as before.
 *
 * Plain JavaScript only (no schema library, no app code): the head start is a few hundred bytes.
 */

/** How long a read's answer may be taken (a reload's first screen takes it within seconds); not the refresh's. */
export const HEAD_START_MAX_AGE_MS = 30_000;

/** One request the head start sent, with its answer (never read by the head start itself). */
export interface HeadStartEntry {
  method: 'GET' | 'POST';
  /** Absolute URL of the request. */
  url: string;
  /** The form body of a POST (what must match: the same fields and values). */
  form?: Record<string, string>;
  /** The bearer token of a read (the access token the refresh answered). */
  bearer?: string;
  response: Promise<Response>;
  sentAt: number;
}

export interface HeadStartSlot {
  entries: HeadStartEntry[];
  /**
   * Set by the app before its session starts (`closeHeadStart`): a head start that runs later sends
   * nothing. Otherwise a late head start would refresh with the token the app is already exchanging, and the
   * auth server refuses a reused refresh token (and ends that session).
   */
  closed?: boolean;
}

const GLOBAL_KEY = '__portalHeadStart';

type WithSlot = { [GLOBAL_KEY]?: HeadStartSlot };

/** The page's slot (created on first use). */
export function headStartSlot(scope: object = globalThis): HeadStartSlot {
  const holder = scope as WithSlot;
  holder[GLOBAL_KEY] ??= { entries: [] };
  return holder[GLOBAL_KEY];
}

/** The app's start: from now on only the app itself exchanges the stored refresh token. */
export function closeHeadStart(scope: object = globalThis): void {
  headStartSlot(scope).closed = true;
}

function absolute(url: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL(url, base).href;
}

function formOf(body: unknown): Record<string, string> | undefined {
  if (!(body instanceof URLSearchParams)) return undefined;
  return Object.fromEntries(body.entries());
}

function sameForm(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  if (!a || !b) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function bearerOf(headers: HeadersInit | undefined): string | undefined {
  const value = new Headers(headers).get('authorization');
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : undefined;
}

/**
 * Takes the head start's answer to this request, if it sent the same one (method, URL, form fields,
 * bearer token), a read less than HEAD_START_MAX_AGE_MS ago; each answer is given once. Stale reads are dropped.
 */
export function takeHeadStart(
  input: string,
  init: RequestInit | undefined,
  now: number = Date.now(),
  slot: HeadStartSlot = headStartSlot(),
): Promise<Response> | undefined {
  // Reads go stale; the refresh never does: its token is spent, so the app must take this answer however
  // long it took to start (sending the same token again would be refused as a reuse).
  slot.entries = slot.entries.filter(
    (entry) => entry.method === 'POST' || now - entry.sentAt < HEAD_START_MAX_AGE_MS,
  );
  if (slot.entries.length === 0) return undefined;
  const method = (init?.method ?? 'GET').toUpperCase();
  const url = absolute(input);
  const form = formOf(init?.body);
  const bearer = bearerOf(init?.headers);
  const index = slot.entries.findIndex(
    (entry) =>
      entry.method === method && entry.url === url && sameForm(entry.form, form) && entry.bearer === bearer,
  );
  if (index < 0) return undefined;
  const [entry] = slot.entries.splice(index, 1);
  return entry?.response;
}

/** The answer, or an AbortError as fetch itself rejects when the caller's signal aborts first. */
function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * `fetch` for the app's HTTP clients: the head start's answer where it sent this very request, else the
 * network. Only string URLs are matched (what ofetch passes); anything else goes to the network.
 */
export function headStartFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const taken = typeof input === 'string' ? takeHeadStart(input, init) : undefined;
  return taken ? abortable(taken, init?.signal) : globalThis.fetch(input, init);
}
