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

describe('guardChunk', () => {
  it('reloads once on the first failure and never settles', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = guardChunk(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => ({
        storage,
        reload,
      }),
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
      () => ({ storage, reload }),
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
      () => ({ storage, reload: vi.fn() }),
    );
    await expect(load()).resolves.toEqual({ ok: true });
    expect(storage.data.has(CHUNK_RELOAD_KEY)).toBe(false);
  });

  it('without storage it cannot guard a reload, so it shows the message instead', async () => {
    const reload = vi.fn();
    const load = guardChunk(
      () => Promise.reject(new Error('x')),
      () => ({ storage: undefined, reload }),
    );
    expect(isChunkLoadError(await load().catch((e: unknown) => e))).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
