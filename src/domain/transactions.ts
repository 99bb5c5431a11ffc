/**
 * Transactions (§3 operation types) and the rules over a list of them: which operations count as paid
 * in, and the totals the transactions screen shows. The API contract's OperationType enum is built from
 * OPERATION_TYPES.
 */

/** All nine operation types of §3, in the order the screen lists them. */
export const OPERATION_TYPES = ['ip', 'im', 'il', 'ic', 'rv', 'op', 'om', 'ol', 'oc'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/**
 * Operations that count as paid in, the same as the contract's paid sum: deposits (ip), the solidarity
 * tax discount (ic) and cancelled payments (oc).
 */
export const PAID_OPERATIONS: readonly OperationType[] = ['ip', 'ic', 'oc'];

/** Money moved in from another fund (im) or another plan (il). */
export const TRANSFER_IN_OPERATIONS: readonly OperationType[] = ['im', 'il'];
/** Money paid out (op) or moved out to another fund (om) or plan (ol). */
export const PAYOUT_OPERATIONS: readonly OperationType[] = ['op', 'om', 'ol'];

/**
 * How a transaction changes the paid-in sum of the performance view: contributions (PAID_OPERATIONS,
 * cancellations negative) and transfers in add, payouts and transfers out (negative amounts) subtract;
 * an investment return (rv) is part of the gain, not paid in.
 */
export function netInvestedChange(transaction: TransactionLike): number {
  const { operationType, amount } = transaction;
  if (PAID_OPERATIONS.includes(operationType) || TRANSFER_IN_OPERATIONS.includes(operationType))
    return amount;
  if (PAYOUT_OPERATIONS.includes(operationType)) return -Math.abs(amount);
  return 0;
}

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
