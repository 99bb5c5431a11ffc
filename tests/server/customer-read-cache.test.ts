/**
 * Issue 15 (an API that scales): the per-process read cache behind GetDashboard. It may only answer from
 * memory what the database has not announced as changed: these cases drive it with a database whose
 * LISTEN the test controls (announcements, a lost connection, reads that are slow on purpose).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import {
  createCustomerReadCache,
  type CustomerReadCache,
  type Loaded,
} from '../../server/api/customer-read-cache';

interface Listening {
  notify(payload: string): void;
  lose(): void;
}

/** A Db whose only working part is `listen`; `listens` records every LISTEN made. */
function listeningDb(options: { failListen?: () => boolean } = {}) {
  const listens: Listening[] = [];
  const db = {
    kind: 'pglite',
    query: () => Promise.reject(new Error('not used')),
    exec: () => Promise.reject(new Error('not used')),
    transaction: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
    async listen(_channel: string, onNotify: (payload: string) => void, onLost: () => void) {
      if (options.failListen?.()) throw new Error('connection refused');
      let on = true;
      listens.push({
        notify: (payload) => {
          if (on) onNotify(payload);
        },
        lose: () => {
          if (!on) return;
          on = false;
          onLost();
        },
      });
      return async () => {
        on = false;
      };
    },
  } satisfies Db;
  return { db, listens };
}

/** A loader that counts its calls and answers `value` (a fresh object each time). */
function counter(value: () => string, changesAt: number | null = null) {
  const calls = { count: 0 };
  const load = async (): Promise<Loaded<{ text: string }>> => {
    calls.count += 1;
    return { value: { text: value() }, changesAt };
  };
  return { calls, load };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 5));
  }
}

const caches: CustomerReadCache<{ text: string }>[] = [];
async function cacheOn(db: Db, options: Partial<Parameters<typeof createCustomerReadCache>[1]> = {}) {
  const cache = await createCustomerReadCache<{ text: string }>(db, {
    channel: 'dashboard_changed',
    ...options,
  });
  caches.push(cache);
  return cache;
}

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
});

describe('customer read cache', () => {
  it('answers a repeated read from memory, per customer', async () => {
    const { db } = listeningDb();
    const cache = await cacheOn(db);
    const { calls, load } = counter(() => 'v1');
    expect(await cache.get(1, load)).toEqual({ text: 'v1' });
    expect(await cache.get(1, load)).toEqual({ text: 'v1' });
    expect(calls.count).toBe(1);
    await cache.get(2, load);
    expect(calls.count).toBe(2);
  });

  it('reads again after the customer is announced, and only that customer', async () => {
    const { db, listens } = listeningDb();
    const cache = await cacheOn(db);
    let version = 'v1';
    const one = counter(() => version);
    const two = counter(() => 'other');
    await cache.get(1, one.load);
    await cache.get(2, two.load);
    version = 'v2';
    listens[0]?.notify('1');
    expect(await cache.get(1, one.load)).toEqual({ text: 'v2' });
    await cache.get(2, two.load);
    expect([one.calls.count, two.calls.count]).toEqual([2, 1]);
  });

  it('forgets every customer on "*" (a fund unit value) and on an announcement it cannot read', async () => {
    const { db, listens } = listeningDb();
    const cache = await cacheOn(db);
    const { calls, load } = counter(() => 'v');
    await cache.get(1, load);
    await cache.get(2, load);
    listens[0]?.notify('*');
    await cache.get(1, load);
    await cache.get(2, load);
    expect(calls.count).toBe(4);
    listens[0]?.notify('not-a-number');
    await cache.get(1, load);
    expect(calls.count).toBe(5);
  });

  it('does not keep a read that was under way when its customer was announced, nor let a later read join it', async () => {
    const { db, listens } = listeningDb();
    const cache = await cacheOn(db);
    const slow = deferred<Loaded<{ text: string }>>();
    const first = cache.get(1, () => slow.promise);
    // A write commits while the first read is in the database: its result is from before the write.
    listens[0]?.notify('1');
    const after = counter(() => 'after the write');
    const second = cache.get(1, after.load);
    slow.resolve({ value: { text: 'before the write' }, changesAt: null });
    expect(await first).toEqual({ text: 'before the write' });
    expect(await second).toEqual({ text: 'after the write' });
    // The read from before the write was not stored: the next read is the one after it.
    expect(await cache.get(1, after.load)).toEqual({ text: 'after the write' });
    expect(after.calls.count).toBe(1);
  });

  it('lets simultaneous reads of one customer share one database read', async () => {
    const { db } = listeningDb();
    const cache = await cacheOn(db);
    const slow = deferred<Loaded<{ text: string }>>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return slow.promise;
    };
    const reads = Array.from({ length: 5 }, () => cache.get(7, load));
    slow.resolve({ value: { text: 'once' }, changesAt: null });
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 5 }, () => ({ text: 'once' })));
    expect(calls).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const { db } = listeningDb();
    const cache = await cacheOn(db);
    await expect(cache.get(1, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    const { calls, load } = counter(() => 'v');
    await cache.get(1, load);
    expect(calls.count).toBe(1);
  });

  it('holds a value only until the time it changes by itself (a simulated AML review falling due)', async () => {
    const { db } = listeningDb();
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const cache = await cacheOn(db, { now: () => clock });
    const dueAt = clock + 30_000;
    const { calls, load } = counter(() => 'pending', dueAt);
    await cache.get(1, load);
    clock = dueAt - 1;
    await cache.get(1, load);
    expect(calls.count).toBe(1);
    clock = dueAt;
    await cache.get(1, load);
    expect(calls.count).toBe(2);
  });

  it('holds a value for its Lithuanian day only ("is adult" and an AML last valid day depend on it)', async () => {
    const { db } = listeningDb();
    // 21:59:59 UTC on 23 November is 23:59:59 in Vilnius (UTC+2 in winter): one second before the new day.
    let clock = Date.parse('2026-11-23T21:59:59Z');
    const cache = await cacheOn(db, { now: () => clock });
    const { calls, load } = counter(() => 'v');
    await cache.get(1, load);
    await cache.get(1, load);
    expect(calls.count).toBe(1);
    clock = Date.parse('2026-11-23T22:00:00Z');
    await cache.get(1, load);
    expect(calls.count).toBe(2);
  });

  it('keeps at most maxEntries customers, dropping the oldest', async () => {
    const { db } = listeningDb();
    const cache = await cacheOn(db, { maxEntries: 2 });
    const { calls, load } = counter(() => 'v');
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load);
    expect(calls.count).toBe(3);
    await cache.get(3, load);
    await cache.get(2, load);
    expect(calls.count).toBe(3);
    await cache.get(1, load);
    expect(calls.count).toBe(4);
  });

  it('caches nothing while the LISTEN is lost, and starts afresh once it is back', async () => {
    let refuse = false;
    const { db, listens } = listeningDb({ failListen: () => refuse });
    const cache = await cacheOn(db, { retryMs: 10 });
    const { calls, load } = counter(() => 'v');
    await cache.get(1, load);
    refuse = true;
    listens[0]?.lose();
    expect(cache.active).toBe(false);
    // Announcements may be missed now: every read goes to the database.
    await cache.get(1, load);
    await cache.get(1, load);
    expect(calls.count).toBe(3);
    refuse = false;
    await until(() => cache.active);
    expect(listens).toHaveLength(2);
    await cache.get(1, load);
    await cache.get(1, load);
    expect(calls.count).toBe(4);
  });

  it('without a database that can listen, every read goes to the database', async () => {
    const { db } = listeningDb();
    const { listen: _listen, ...cannotListen } = db;
    const cache = await cacheOn(cannotListen);
    const { calls, load } = counter(() => 'v');
    await cache.get(1, load);
    await cache.get(1, load);
    expect(cache.active).toBe(false);
    expect(calls.count).toBe(2);
  });
});
