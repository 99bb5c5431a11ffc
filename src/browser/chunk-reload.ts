/**
 * A lazily loaded route chunk can disappear when a new version is deployed while a customer has the
 * old page open. The first failure reloads the page once (to fetch the new index.html and chunks); a
 * sessionStorage flag makes sure a second failure shows the "page updated" message instead of looping.
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAttempted';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  reload: () => void;
}

function browserDeps(): ReloadDeps {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return { storage, reload: () => window.location.reload() };
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
      const { storage, reload } = deps();
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
