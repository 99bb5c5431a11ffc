import { describe, expect, it, vi } from 'vitest';
import { webcrypto } from 'node:crypto';
import { createTabSync, type TabSyncListener } from '../../../src/app/tab-sync';
import type { AuthTokens } from '../../../machines/auth/auth-types';

/** A Storage kept in memory; `onSet` plays the browser's `storage` event in the other tabs. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly onSet?: (key: string, value: string | null) => void) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
    this.onSet?.(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
    this.onSet?.(key, null);
  }
  clear() {
    this.items.clear();
  }
  copy(): MemoryStorage {
    const copy = new MemoryStorage();
    for (const [key, value] of this.items) copy.setItem(key, value);
    return copy;
  }
}

/** One lock at a time per name, in request order (the Web Locks API's exclusive mode). */
function fakeLocks(): LockManager {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: ((name: string, callback: () => Promise<unknown>) => {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }) as LockManager['request'],
    query: async () => ({ held: [], pending: [] }),
  };
}

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const random = (bytes: number) => webcrypto.getRandomValues(new Uint8Array(bytes));
const HOUR = 60 * 60 * 1000;

function tokens(refreshToken: string, issuedAt = 1_000_000): AuthTokens {
  return { accessToken: `access-${refreshToken}`, refreshToken, idToken: 'id', expiresIn: 900, issuedAt };
}

/**
 * A browser: one localStorage shared by its tabs, each with its own sessionStorage and tab sync. A write
 * by one tab reaches the others as a `storage` event (never the writer, as in browsers).
 */
function browser(now = () => 1_000_000) {
  const shared = new MemoryStorage();
  const tabs: EventTarget[] = [];
  const locks = fakeLocks();
  function localOf(own: number): Storage {
    const announce = (key: string, newValue: string | null) => {
      tabs.forEach((events, index) => {
        if (index === own) return;
        events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
      });
    };
    return Object.assign(Object.create(shared) as Storage, {
      setItem: (key: string, value: string) => {
        shared.setItem(key, value);
        announce(key, value);
      },
      removeItem: (key: string) => {
        shared.removeItem(key);
        announce(key, null);
      },
    });
  }
  function tab(session = new MemoryStorage()) {
    const events = new EventTarget();
    tabs.push(events);
    const sync = createTabSync({
      local: localOf(tabs.length - 1),
      session,
      locks,
      subtle,
      random,
      now,
      events,
    });
    const listener: TabSyncListener & { received: AuthTokens[]; endings: number } = {
      received: [],
      endings: 0,
      tokens(next) {
        this.received.push(next);
      },
      ended() {
        this.endings += 1;
      },
    };
    return {
      sync,
      session,
      listener,
      refresh: (current: string, exchange: () => Promise<AuthTokens>) => sync.refresh(current, exchange),
      duplicate: () => tab(session.copy()),
    };
  }
  return { local: shared, tab };
}

describe('tabs that share one session', () => {
  it('two tabs due at once exchange the shared token once; the later one takes the rotated token', async () => {
    const { tab } = browser();
    const first = tab();
    first.sync.stored(tokens('R1'), first.listener);
    // A duplicated tab starts with a copy of the first one's sessionStorage.
    const second = first.duplicate();
    const exchanged: string[] = [];
    const exchange = (presented: string, next: string) => async () => {
      exchanged.push(presented);
      return tokens(next);
    };
    const [a, b] = await Promise.all([
      first.refresh('R1', exchange('R1', 'R2')),
      second.refresh('R1', exchange('R1', 'R2-again')),
    ]);
    expect(exchanged).toEqual(['R1']);
    expect(a.refreshToken).toBe('R2');
    expect(b.refreshToken).toBe('R2');
    // The next refresh presents R2, once.
    const c = await second.refresh('R2', exchange('R2', 'R3'));
    expect(c.refreshToken).toBe('R3');
    const d = await first.refresh('R2', exchange('R2', 'never'));
    expect(d.refreshToken).toBe('R3');
    expect(exchanged).toEqual(['R1', 'R2']);
  });

  it('a tab that missed the news (frozen in the background) takes the newest token instead of a spent one', async () => {
    const { tab } = browser();
    const first = tab();
    first.sync.stored(tokens('R1'), first.listener);
    const second = first.duplicate();
    await second.refresh('R1', async () => tokens('R2'));
    await second.refresh('R2', async () => tokens('R3'));
    const exchange = vi.fn(async () => tokens('spent'));
    const taken = await first.refresh('R1', exchange);
    expect(exchange).not.toHaveBeenCalled();
    expect(taken.refreshToken).toBe('R3');
  });

  it('the other tabs hear of a refresh at once and are told the tokens, with the lifetime that is left', async () => {
    let now = 1_000_000;
    const { tab } = browser(() => now);
    const first = tab();
    first.sync.stored(tokens('R1'), first.listener);
    // The duplicate exchanges the shared token as it opens (a reload's restore).
    const second = first.duplicate();
    const restored = await second.refresh('R1', async () => tokens('R2', now));
    second.sync.stored(restored, second.listener);
    now += 60_000;
    await vi.waitFor(() => expect(first.listener.received).toHaveLength(1));
    expect(first.listener.received[0]).toMatchObject({ refreshToken: 'R2', expiresIn: 840, issuedAt: now });
    // Storing them is not a new login: the first tab stays in the session's lineage, and the second hears it.
    first.sync.stored(first.listener.received[0]!, first.listener);
    expect(JSON.parse(first.session.getItem('sessionLineage')!)).toMatchObject({ gen: 1 });
    await first.refresh('R2', async () => tokens('R3', now));
    await vi.waitFor(() => expect(second.listener.received.map((t) => t.refreshToken)).toEqual(['R3']));
  });

  it('the mailbox on disk holds no token in the clear', async () => {
    const { local, tab } = browser();
    const first = tab();
    first.sync.stored(tokens('R1'), first.listener);
    await first.refresh('R1', async () => tokens('secret-refresh-token'));
    const stored = [...Array(local.length).keys()].map((index) => local.getItem(local.key(index)!)).join();
    expect(stored).toContain('"gen":1');
    expect(stored).not.toContain('secret-refresh-token');
    expect(stored).not.toContain('access-secret');
  });

  it('another login in another tab has its own lineage: its refreshes are not taken', async () => {
    const { tab } = browser();
    const first = tab();
    first.sync.stored(tokens('A1'), first.listener);
    const other = tab();
    other.sync.stored(tokens('B1'), other.listener);
    await other.refresh('B1', async () => tokens('B2'));
    expect(first.listener.received).toEqual([]);
    const exchange = vi.fn(async () => tokens('A2'));
    expect((await first.refresh('A1', exchange)).refreshToken).toBe('A2');
    expect(exchange).toHaveBeenCalledOnce();
  });

  it('a logout in one tab logs out the others of the session', async () => {
    const { tab } = browser();
    const first = tab();
    first.sync.stored(tokens('R1'), first.listener);
    const second = first.duplicate();
    second.sync.stored(await second.refresh('R1', async () => tokens('R2')), second.listener);
    first.sync.ended();
    expect(second.listener.endings).toBe(1);
    expect(first.session.getItem('sessionLineage')).toBeNull();
  });

  it('mailboxes of sessions older than the 12-hour session limit are removed', () => {
    let now = 1_000_000;
    const { local, tab } = browser(() => now);
    local.setItem('sessionMailbox:old', JSON.stringify({ gen: 1, at: now - 12 * HOUR - 1 }));
    local.setItem('sessionMailbox:recent', JSON.stringify({ gen: 1, at: now - 11 * HOUR }));
    const first = tab();
    now += 1;
    first.sync.stored(tokens('R1'), first.listener);
    expect(local.getItem('sessionMailbox:old')).toBeNull();
    expect(local.getItem('sessionMailbox:recent')).not.toBeNull();
  });

  it('without Web Crypto each tab refreshes alone', async () => {
    const session = new MemoryStorage();
    const sync = createTabSync({
      local: new MemoryStorage(),
      session,
      locks: undefined,
      subtle: undefined,
      random,
      now: () => 1,
      events: undefined,
    });
    sync.stored(tokens('R1'), { tokens: () => undefined, ended: () => undefined });
    const exchange = vi.fn(async () => tokens('R2'));
    expect((await sync.refresh('R1', exchange)).refreshToken).toBe('R2');
    expect(exchange).toHaveBeenCalledOnce();
  });
});
