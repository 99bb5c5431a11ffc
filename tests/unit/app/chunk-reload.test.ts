import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, guardChunk, isChunkLoadError } from '../../../src/browser/chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

/** A page that is online and staying: the failure means the deployment changed. */
const online = {
  reachable: () => Promise.resolve(true),
  leftAt: () => undefined,
  wait: () => Promise.resolve(),
};

describe('guardChunk', () => {
  it('reloads once on the first failure and never settles', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = guardChunk(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => ({ ...online, storage, reload }),
    );
    let settled = false;
    load().then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // Let every queued promise job and macrotask run: a settling promise would have settled by now.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1');
  });

  it('after the reload a second failure is a ChunkLoadError, not another reload', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = vi.fn();
    const load = guardChunk(
      () => Promise.reject(new Error('boom')),
      () => ({ ...online, storage, reload }),
    );
    const error = await load().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a successful load clears the flag so a later deployment gets its one reload again', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1');
    const load = guardChunk(
      () => Promise.resolve({ ok: true }),
      () => ({ ...online, storage, reload: vi.fn() }),
    );
    await expect(load()).resolves.toEqual({ ok: true });
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('without storage it cannot guard a reload, so it shows the message instead', async () => {
    const reload = vi.fn();
    const load = guardChunk(
      () => Promise.reject(new Error('x')),
      () => ({ ...online, storage: undefined, reload }),
    );
    expect(isChunkLoadError(await load().catch((e: unknown) => e))).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('guardChunk when nothing is wrong with the deployment', () => {
  const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('offline: no reload (it would show the browser’s "no internet" page), a retryable error instead', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = guardChunk(failing, () => ({
      storage,
      reload,
      reachable: () => Promise.resolve(false),
      leftAt: () => undefined,
      wait: () => Promise.resolve(),
    }));
    const error = await load().catch((e: unknown) => e);
    expect(isChunkLoadError(error) && error.offline).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // The one reload stays available for a real deployment later.
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('while the customer is leaving the page: no reload that would undo their navigation', async () => {
    const reload = vi.fn();
    const reachable = vi.fn(() => Promise.resolve(true));
    const waited: number[] = [];
    const load = guardChunk(failing, () => ({
      storage: memoryStorage(),
      reload,
      reachable,
      leftAt: () => Date.now(),
      wait: (ms) => {
        waited.push(ms);
        return Promise.resolve();
      },
    }));
    const error = await load().catch((e: unknown) => e);
    // If the page is still there after the wait, the leaving was called off: a retry is offered.
    expect(isChunkLoadError(error) && error.offline).toBe(true);
    expect(waited.length).toBe(1);
    expect(waited[0]).toBeGreaterThanOrEqual(1_000);
    expect(reload).not.toHaveBeenCalled();
    expect(reachable).not.toHaveBeenCalled();
  });

  it('online and not leaving: the chunk is really gone, so the page reloads once', async () => {
    const reload = vi.fn();
    const load = guardChunk(failing, () => ({
      storage: memoryStorage(),
      reload,
      reachable: () => Promise.resolve(true),
      leftAt: () => undefined,
      wait: () => Promise.resolve(),
    }));
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
