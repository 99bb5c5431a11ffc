/**
 * What the parts of the demo seed share: the context one seeding run fills in (the ids of what it inserted and
 * the ledger it wrote), the row shapes of that ledger, and small deterministic date helpers.
 */
import { addDays, dayOfWeek, type IsoDate } from '../../../src/domain/calendar-date';
import type { OperationType } from '../../../src/api/contract/common';
import type { Queryable } from '../db';

export interface SeedContext {
  tx: Queryable;
  today: IsoDate;
  demoLinks: boolean;
  customerIds: Map<string, number>;
  fundIds: Map<string, number>;
  unitValues: Map<string, Map<IsoDate, number>>;
  contractIds: Map<string, number>;
  /** Every contract's transactions as inserted (units and unit values), by contract number. */
  ledger: Map<string, LedgerContract>;
}

export interface TxSpec {
  op: OperationType;
  date: IsoDate;
  amount: number;
  accountType: string | null;
  counterparty: string | null;
}

export interface LedgerRow extends TxSpec {
  units: number;
  unitValue: number;
}

export interface LedgerContract {
  owner: string;
  contractNumber: string;
  pillar: 2 | 3;
  fundCode: string;
  fundName: string;
  signDate: IsoDate;
  rows: LedgerRow[];
}

export async function insertOne(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql, params);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('Insert returned no id');
  return id;
}

/** A timestamp on a seed date (UTC). */
export function ts(date: IsoDate, time = '09:00:00'): string {
  return `${date}T${time}Z`;
}

export const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** Whole calendar months from the month of `from` to the month of `to` (0 when the same month). */
export function monthsBetween(from: IsoDate, to: IsoDate): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7))
  );
}

export function isBusinessDay(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6;
}

/** The date itself if a business day, else the next Monday. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let current = date;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}

/** The date with the day of month replaced (clamped to 28). */
export function withDay(date: IsoDate, day: number): IsoDate {
  return `${date.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, '0')}`;
}
