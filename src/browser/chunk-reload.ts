/**
 * A lazily loaded route chunk can disappear when a new version is deployed while a customer has the
 * old page open. The first failure reloads the page once (to fetch the new index.html and chunks); a
 * sessionStorage flag makes sure a second failure shows the "page updated" message instead of looping.
 *
 * A chunk also fails when nothing is wrong with the deployment: the device is offline, or the customer
 * is leaving the page (Firefox and WebKit cancel the page's downloads when a navigation starts). A
 * reload then would show the browser's "no internet" page or undo the customer's navigation, so the
 * guard first asks whether the server answers at all, and stays still while the page is being left.
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAttempted';

/** How long a failure seen while leaving waits for the page to go before it is shown (the leaving was called off). */
const LEAVING_GRACE_MS = 10_000;

export class ChunkLoadError extends Error {
  /** True when the server could not be reached: a retry is the answer, not a new page. */
  readonly offline: boolean;
  constructor(cause: unknown, offline = false) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
    this.offline = offline;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
  /** Whether the portal's server answers at all (false when offline). */
  reachable: () => Promise<boolean>;
  /** When a navigation away from this page last started (ms since the epoch), if ever. */
  leftAt: () => number | undefined;
  /** Waits before a failure seen while leaving is shown (the timers of the page, or a test's). */
  wait: (ms: number) => Promise<void>;
}

let leftAt: number | undefined;
if (typeof window !== 'undefined') addEventListener('beforeunload', () => (leftAt = Date.now()));

function browserDeps(): ReloadDeps {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return {
    storage,
    reload: () => location.reload(),
    reachable: () =>
      navigator.onLine
        ? // A connection that hangs counts as none: the customer gets the retry, not an endless wait.
          fetch('/', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(8e3) }).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
    leftAt: () => leftAt,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** Wraps a dynamic import with the reload-once guard. */
export function guardChunk<T>(
  importer: () => Promise<T>,
  deps: () => ReloadDeps = browserDeps,
): () => Promise<T> {
  return async () => {
    try {
      const module = await importer();
      try {
        deps().storage?.removeItem(CHUNK_RELOAD_KEY);
      } catch {
        // ignore unavailable storage
      }
      return module;
    } catch (cause) {
      const { storage, reload, reachable, leftAt, wait } = deps();
      const left = leftAt();
      // The page is going away; if it is still here after the grace period, the leaving was called off
      // (a tel: or mailto: link also starts one) and the failure is shown with a retry.
      if (left !== undefined && Date.now() - left < LEAVING_GRACE_MS) {
        await wait(LEAVING_GRACE_MS);
        throw new ChunkLoadError(cause, true);
      }
      if (!(await reachable())) throw new ChunkLoadError(cause, true);
      let attempted = true;
      try {
        attempted = storage?.getItem(CHUNK_RELOAD_KEY) === '1' || !storage;
        if (!attempted) storage?.setItem(CHUNK_RELOAD_KEY, '1');
      } catch {
        attempted = true;
      }
      if (!attempted) {
        reload();
        // Never settles: the page is going away.
        return new Promise<T>(() => undefined);
      }
      throw new ChunkLoadError(cause);
    }
  };
}
