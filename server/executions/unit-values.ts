/**
 * The demo's stand-in for the fund accountant (UNIT_VALUE_SIMULATOR, on in demo mode): publishes each
 * fund's unit value for every Lithuanian working day up to the business clock's today that has none, a
 * small stable move from the day before, so that orders falling due on a moved demo clock find their day's
 * unit value. In production unit values come from the fund accounting system; without them an order waits
 * (its job is retried) until its day's value is published.
 */
import { createHash } from 'node:crypto';
import { addDays } from '../../src/domain/calendar-date';
import { isWorkingDay } from '../../src/domain/working-days';
import type { Db } from '../db/db';

/** At most this many days are filled in one go (a demo clock moved years ahead fills the rest later). */
const MAX_DAYS = 400;

/** A stable daily move of -0.4 % … +0.5 % for a fund and a day. */
function dailyMove(fundId: number, date: string): number {
  const byte = createHash('sha256').update(`${fundId}:${date}`).digest()[0] ?? 128;
  return (byte / 255) * 0.009 - 0.004;
}

export async function publishUnitValues(db: Db, today: string): Promise<number> {
  const funds = await db.query<{ id: number; value_date: string; unit_value: number }>(
    `SELECT f.id, l.value_date::text AS value_date, l.unit_value::float8 AS unit_value
       FROM funds f
       JOIN LATERAL (SELECT value_date, unit_value FROM fund_unit_values v WHERE v.fund_id = f.id
                      ORDER BY value_date DESC LIMIT 1) l ON true
      WHERE f.is_active AND l.value_date < $1`,
    [today],
  );
  let published = 0;
  for (const fund of funds) {
    const dates: string[] = [];
    const values: number[] = [];
    let value = fund.unit_value;
    for (
      let date = addDays(fund.value_date, 1);
      date <= today && dates.length < MAX_DAYS;
      date = addDays(date, 1)
    ) {
      if (!isWorkingDay(date)) continue;
      value = Math.round(value * (1 + dailyMove(fund.id, date)) * 1e4) / 1e4;
      dates.push(date);
      values.push(value);
    }
    if (dates.length === 0) continue;
    await db.query(
      `INSERT INTO fund_unit_values (fund_id, value_date, unit_value)
       SELECT $1, d, v FROM unnest($2::date[], $3::numeric[]) AS t(d, v)
       ON CONFLICT (fund_id, value_date) DO NOTHING`,
      [fund.id, dates, values],
    );
    published += dates.length;
  }
  return published;
}
