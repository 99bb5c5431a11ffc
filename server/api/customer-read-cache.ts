/**
 * A per-process cache of one customer-scoped read (GetDashboard), kept right by the database itself: every
 * write to a table the read uses announces the customer on a NOTIFY channel (migration
 * 0240-15-dashboard-changes.sql), and every server process LISTENs and drops that customer's entry. NOTIFY is
 * delivered at COMMIT, so:
 * - on PGlite (one process) the announcement arrives before the writing statement's promise resolves, so no
 *   read after a write's answer can see the state before it;
 * - on PostgreSQL, several processes: another process hears of the commit within the notification's delivery
 *   (about a millisecond on one host); a read there in that window can still answer the state before it.
 *
 * A read that was under way when its customer was announced is not stored (and nobody joins it afterwards),
 * so a result from before a commit never outlives the announcement. An entry holds for its Lithuanian day
 * (the read depends on today: "is adult", an AML declaration's last valid day) and until the time the loader
 * says it changes by itself (a simulated AML review falling due). Without a working LISTEN (a Db that cannot
 * listen, or a lost connection until it is back) nothing is cached and every read goes to the database.
 */
import { todayInLithuania } from '../../src/domain/calendar-date';
import type { Db } from '../db/db';

export interface Loaded<T> {
  value: T;
  /** When the value changes without a write (epoch ms), or null. */
  changesAt: number | null;
}

export interface CustomerReadCache<T> {
  /** The customer's value: from memory when nothing it reads has changed, else from `load`. */
  get(customerId: number, load: () => Promise<Loaded<T>>): Promise<T>;
  /** Whether values are being kept (the LISTEN is in place). */
  readonly active: boolean;
  close(): Promise<void>;
}

interface CustomerReadCacheOptions {
  channel: string;
  /** Entries kept at most (the oldest go first); default 10,000. */
  maxEntries?: number;
  /** After a lost LISTEN, how long until the next try; default 5 s. */
  retryMs?: number;
  /** Clock (tests). */
  now?: () => number;
  /** The Lithuanian calendar day at `now` (tests). */
  today?: (now: number) => string;
}

interface Entry<T> {
  day: string;
  value: T;
  changesAt: number;
}

interface Fill<T> {
  promise: Promise<Loaded<T>>;
  /** The customer was announced (or everything was) while this read was under way. */
  stale: boolean;
}

const MINUTE_MS = 60_000;

export async function createCustomerReadCache<T>(
  db: Db,
  options: CustomerReadCacheOptions,
): Promise<CustomerReadCache<T>> {
  const maxEntries = options.maxEntries ?? 10_000;
  const retryMs = options.retryMs ?? 5_000;
  const now = options.now ?? Date.now;
  const dayAt = options.today ?? ((ms: number) => todayInLithuania(new Date(ms)));
  const entries = new Map<number, Entry<T>>();
  const fills = new Map<number, Fill<T>>();
  let listening = false;
  let closed = false;
  let unlisten: (() => Promise<void>) | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  // Lithuania's day changes on a whole minute (its offsets are whole hours): the day is worked out once a minute.
  let dayMinute = -1;
  let day = '';
  const today = (): string => {
    const at = now();
    const minute = Math.floor(at / MINUTE_MS);
    if (minute !== dayMinute) {
      dayMinute = minute;
      day = dayAt(at);
    }
    return day;
  };

  const forgetAll = (): void => {
    entries.clear();
    for (const fill of fills.values()) fill.stale = true;
    fills.clear();
  };

  const announced = (payload: string): void => {
    const customerId = Number(payload);
    if (payload === '*' || !Number.isSafeInteger(customerId)) {
      forgetAll();
      return;
    }
    entries.delete(customerId);
    const fill = fills.get(customerId);
    if (fill) {
      fill.stale = true;
      fills.delete(customerId);
    }
  };

  const lost = (): void => {
    listening = false;
    unlisten = null;
    forgetAll();
    if (!closed) retry = setTimeout(() => void start(), retryMs);
    retry?.unref?.();
  };

  async function start(): Promise<void> {
    retry = null;
    if (closed || !db.listen) return;
    try {
      const stop = await db.listen(options.channel, announced, lost);
      if (closed) {
        await stop();
        return;
      }
      unlisten = stop;
      // Whatever was read before the LISTEN was in place may have missed an announcement.
      forgetAll();
      listening = true;
    } catch {
      lost();
    }
  }

  await start();

  return {
    get active() {
      return listening;
    },
    async get(customerId, load) {
      if (!listening) return (await load()).value;
      const day = today();
      const entry = entries.get(customerId);
      if (entry && entry.day === day && entry.changesAt > now()) return entry.value;
      let fill = fills.get(customerId);
      if (!fill) {
        const started: Fill<T> = { promise: load(), stale: false };
        fills.set(customerId, started);
        started.promise.then(
          (loaded) => {
            if (fills.get(customerId) === started) fills.delete(customerId);
            if (started.stale || !listening) return;
            if (entries.size >= maxEntries && !entries.has(customerId)) {
              const oldest = entries.keys().next();
              if (!oldest.done) entries.delete(oldest.value);
            }
            entries.set(customerId, {
              day,
              value: loaded.value,
              changesAt: loaded.changesAt ?? Number.POSITIVE_INFINITY,
            });
          },
          () => {
            if (fills.get(customerId) === started) fills.delete(customerId);
          },
        );
        fill = started;
      }
      return (await fill.promise).value;
    },
    async close() {
      closed = true;
      listening = false;
      if (retry) clearTimeout(retry);
      forgetAll();
      const stop = unlisten;
      unlisten = null;
      if (stop) await stop();
    },
  };
}
