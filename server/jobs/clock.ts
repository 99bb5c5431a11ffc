/**
 * The server's business clock: the one port through which "what day is it for the pension company" is
 * read (execution dates, signing dates, what has fallen due). Tests give their own; the demo's clock can
 * be moved forward (POST /api/dev/clock) and keeps its offset in the database (table demo_clock), so a
 * restarted demo stays on the day it was moved to.
 *
 * Security timers (token and session expiry, rate limits, lockouts) stay on real time: moving the demo's
 * calendar must not log anyone out.
 */
import { todayInLithuania, type IsoDate } from '../../src/domain/calendar-date';
import type { Queryable } from '../db/db';

export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Today's date in Lithuania on the clock. */
export function businessToday(clock: Clock): IsoDate {
  return todayInLithuania(new Date(clock.now()));
}

/** A clock a given number of milliseconds ahead of another; `advance` moves it further. */
export interface MovableClock extends Clock {
  offsetMs(): number;
  advance(ms: number): void;
}

export function offsetClock(base: Clock, initialOffsetMs = 0): MovableClock {
  // The offset belongs to this clock object (one per server instance), never to the module.
  let offset = initialOffsetMs;
  return {
    now: () => base.now() + offset,
    offsetMs: () => offset,
    advance(ms: number) {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('The clock only moves forward');
      offset += ms;
    },
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's clock: its offset read from the database. */
export async function loadDemoClock(db: Queryable, base: Clock = systemClock): Promise<MovableClock> {
  const rows = await db.query<{ offset_ms: number | string }>('SELECT offset_ms FROM demo_clock');
  return offsetClock(base, Number(rows[0]?.offset_ms ?? 0));
}

/** Moves the demo's clock `days` forward and records the new offset. */
export async function advanceDemoClock(db: Queryable, clock: MovableClock, days: number): Promise<void> {
  clock.advance(days * DAY_MS);
  await db.query(
    `INSERT INTO demo_clock (id, offset_ms) VALUES (true, $1)
     ON CONFLICT (id) DO UPDATE SET offset_ms = EXCLUDED.offset_ms`,
    [clock.offsetMs()],
  );
}
