/**
 * The SPA's one HTTP client: an ofetch instance with the configured base URL, the bearer token from
 * the session (installed by the app with setAccessTokenProvider), a 30 s timeout, AbortSignal
 * cancellation, answers checked against the contract's zod schemas, and every failure turned into a
 * PortalError by the error catalogue (errors.ts).
 */
import './zod-jitless';
import { FetchError, ofetch } from 'ofetch';
import {
  getEndpoint,
  type EndpointBodyInput,
  type EndpointById,
  type EndpointId,
  type EndpointQueryInput,
  type EndpointResponse,
} from './contract/endpoints';
import { headStartFetch } from '../head-start/slot';
import { API_BASE_URL } from './base-url';
import { PortalApiError, toPortalError } from './errors';

export const DEFAULT_TIMEOUT_MS = 30_000;

type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

let accessTokenProvider: TokenProvider = () => null;

/** Installed once by the composition root: returns the current access token (or null when logged out). */
export function setAccessTokenProvider(provider: TokenProvider): void {
  accessTokenProvider = provider;
}

/** The current access token, for the upload transport (src/api/upload.ts), which sends without ofetch. */
export async function bearerToken(): Promise<string | null> {
  return (await accessTokenProvider()) ?? null;
}

// headStartFetch: a reload's first reads may already be under way (src/head-start), else the network.
export const http = ofetch.create(
  {
    baseURL: API_BASE_URL,
    retry: 0,
    headers: { Accept: 'application/json' },
    async onRequest({ options }) {
      const token = await accessTokenProvider();
      if (token) {
        const headers = new Headers(options.headers);
        headers.set('Authorization', `Bearer ${token}`);
        options.headers = headers;
      }
    },
  },
  { fetch: headStartFetch },
);

export interface CallOptions<K extends EndpointId> {
  query?: EndpointQueryInput<K>;
  body?: EndpointBodyInput<K>;
  signal?: AbortSignal;
  /** Do not redirect to /error-500 on a 5xx: the caller shows its own message. */
  suppress5xx?: boolean;
  timeoutMs?: number;
}

/** noContent endpoints resolve to null on 204. */
export type CallResult<K extends EndpointId> =
  EndpointById<K> extends { noContent: true } ? EndpointResponse<K> | null : EndpointResponse<K>;

function toSearchParams(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== 'object') return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    result[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return result;
}

/**
 * Calls one endpoint of the registry. Resolves with the parsed response; rejects with PortalApiError
 * (cancelled = 499 when the caller's signal aborts, timeout = 408 when the timeout elapses).
 */
export async function call<K extends EndpointId>(
  id: K,
  options: CallOptions<K> = {},
): Promise<CallResult<K>> {
  const endpoint = getEndpoint(id);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = (): void => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await http.raw(endpoint.path, {
      method: endpoint.method,
      query: toSearchParams(options.query),
      ...(options.body !== undefined ? { body: options.body as Record<string, unknown> } : {}),
      signal: controller.signal,
      responseType: 'json',
    });
    if (response.status === 204) {
      if ('noContent' in endpoint && endpoint.noContent) return null as CallResult<K>;
      throw new PortalApiError(toPortalError({ status: 204 }));
    }
    const parsed = endpoint.response.safeParse(response._data);
    if (!parsed.success) {
      throw new PortalApiError({
        kind: 'unexpected',
        status: response.status,
        message: `Response of ${id} does not match the contract`,
        redirect: '/error-500',
      });
    }
    // AML answers that carry errors go to the error page (§8).
    const data = parsed.data as { errors?: unknown[] };
    if (Array.isArray(data.errors) && data.errors.length > 0) {
      throw new PortalApiError(
        toPortalError({ status: response.status, body: parsed.data, suppress5xx: options.suppress5xx }),
      );
    }
    return parsed.data as CallResult<K>;
  } catch (error) {
    if (error instanceof PortalApiError) throw error;
    if (options.signal?.aborted)
      throw new PortalApiError(toPortalError({ status: 499, body: { message: 'Request cancelled' } }));
    if (timedOut)
      throw new PortalApiError(toPortalError({ status: 408, body: { message: 'Request timed out' } }));
    if (error instanceof FetchError && error.response) {
      throw new PortalApiError(
        toPortalError({ status: error.response.status, body: error.data, suppress5xx: options.suppress5xx }),
      );
    }
    throw new PortalApiError(
      toPortalError({
        status: 0,
        body: { message: error instanceof Error ? error.message : 'Network error' },
      }),
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
