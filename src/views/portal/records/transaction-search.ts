import type { OperationType } from '../../../api/contract/common';
import { isValidIsoDate } from '../../../domain/calendar-date';

/**
 * Search params of /portal/account-transactions: `contract` (a contract number), `from` and `to`
 * ('yyyy-MM-dd', inclusive). Validated by hand (the route table must stay free of zod): anything
 * malformed is dropped, and a reversed period is put in order, so a shared link never breaks the screen.
 */
export type TransactionSearch = {
  contract?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const CONTRACT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,49}$/;

function date(value: unknown): string | undefined {
  return typeof value === 'string' && isValidIsoDate(value) ? value : undefined;
}

export function validateTransactionSearch(search: Record<string, unknown>): TransactionSearch {
  const contract =
    typeof search.contract === 'string' && CONTRACT_NUMBER.test(search.contract)
      ? search.contract
      : undefined;
  let from = date(search.from);
  let to = date(search.to);
  if (from && to && from > to) [from, to] = [to, from];
  const result: TransactionSearch = {};
  if (contract) result.contract = contract;
  if (from) result.from = from;
  if (to) result.to = to;
  return result;
}

/** All nine operation types of §3, in the order the screen lists them. */
export const OPERATION_TYPES: readonly OperationType[] = [
  'ip',
  'im',
  'il',
  'ic',
  'rv',
  'op',
  'om',
  'ol',
  'oc',
];

export interface TransactionLike {
  operationType: OperationType;
  amount: number;
}

export interface OperationTotal {
  operationType: OperationType;
  count: number;
  amount: number;
}

export interface TransactionTotals {
  /** Sum of positive amounts (money in). */
  incoming: number;
  /** Sum of negative amounts (money out), a negative number. */
  outgoing: number;
  net: number;
  count: number;
  /** Per operation type present in the list, in OPERATION_TYPES order. */
  byType: OperationTotal[];
}

/** Sums in cents so that 0.1 + 0.2 is 0.30, not 0.30000000000000004. */
const cents = (amount: number): number => Math.round(amount * 100);

export function transactionTotals(transactions: readonly TransactionLike[]): TransactionTotals {
  let incoming = 0;
  let outgoing = 0;
  const byType = new Map<OperationType, { count: number; cents: number }>();
  for (const transaction of transactions) {
    const value = cents(transaction.amount);
    if (value >= 0) incoming += value;
    else outgoing += value;
    const entry = byType.get(transaction.operationType) ?? { count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += value;
    byType.set(transaction.operationType, entry);
  }
  return {
    incoming: incoming / 100,
    outgoing: outgoing / 100,
    net: (incoming + outgoing) / 100,
    count: transactions.length,
    byType: OPERATION_TYPES.flatMap((operationType) => {
      const entry = byType.get(operationType);
      return entry ? [{ operationType, count: entry.count, amount: entry.cents / 100 }] : [];
    }),
  };
}
