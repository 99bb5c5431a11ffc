/** What the executions of every kind of order share: the day's unit value, the ledger, the notification. */
import type { Queryable } from '../db/db';

export interface NoticeTexts {
  title: string;
  titleEn: string;
  message: string;
  messageEn: string;
}

/** An in-portal notification (Notifications.GetList) about an order carried out, in both languages. */
export async function notifyCustomer(tx: Queryable, customerId: number, texts: NoticeTexts): Promise<void> {
  await tx.query(
    `INSERT INTO notifications (customer_id, type, title, title_en, message, message_en)
     VALUES ($1, 'ContractChange', $2, $3, $4, $5)`,
    [customerId, texts.title, texts.titleEn, texts.message, texts.messageEn],
  );
}

/** An order that cannot be carried out yet (a unit value not published): the job is retried later. */
export class NotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotReadyError';
  }
}

/** The fund's unit value (net asset value) of exactly that day; NotReadyError until it is published. */
export async function unitValueOn(
  tx: Queryable,
  fund: { id: number; name: string },
  date: string,
): Promise<number> {
  const rows = await tx.query<{ unit_value: number }>(
    'SELECT unit_value::float8 AS unit_value FROM fund_unit_values WHERE fund_id = $1 AND value_date = $2',
    [fund.id, date],
  );
  const value = rows[0]?.unit_value;
  if (value === undefined)
    throw new NotReadyError(`The unit value of ${fund.name} for ${date} is not published yet`);
  return value;
}

/** Units held on the contract (every transaction's units; 4 decimals). */
export async function unitsHeld(tx: Queryable, contractId: number): Promise<number> {
  const rows = await tx.query<{ units: number }>(
    'SELECT round(coalesce(sum(units), 0), 4)::float8 AS units FROM transactions WHERE contract_id = $1',
    [contractId],
  );
  return rows[0]?.units ?? 0;
}

/** Units bought for `amount` euros at `unitValue`, rounded down to 4 decimals (never more than paid for). */
export function unitsFor(amount: number, unitValue: number): number {
  return Math.floor((amount / unitValue) * 1e4 + 1e-6) / 1e4;
}

export interface LedgerEntry {
  contractId: number;
  customerId: number;
  /** The fund the units are in on that day (the contract's fund changes later with a fund change). */
  fundId: number;
  operation: 'om' | 'im' | 'op' | 'il';
  date: string;
  /** Euros: negative for money leaving the contract. */
  amount: number;
  /** Negative for units leaving the contract. */
  units: number;
  unitValue: number;
  counterparty: string | null;
}

/** Writes transactions (GetTransfers, the contract's units and value) in the caller's transaction. */
export async function recordTransactions(tx: Queryable, entries: readonly LedgerEntry[]): Promise<void> {
  for (const entry of entries) {
    await tx.query(
      `INSERT INTO transactions (contract_id, customer_id, fund_id, operation_type, trade_date, amount, units, unit_value, counterparty)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        entry.contractId,
        entry.customerId,
        entry.fundId,
        entry.operation,
        entry.date,
        entry.amount,
        entry.units,
        entry.unitValue,
        entry.counterparty,
      ],
    );
  }
}
