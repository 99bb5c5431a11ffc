import { describe, expect, it } from 'vitest';
import { OperationType } from '../../../src/api/contract/common';
import { OPERATION_TYPES, PAID_OPERATIONS, transactionTotals } from '../../../src/domain/transactions';

describe('operation types (§3)', () => {
  it('the nine types, in the order the transactions screen lists them; the API contract accepts exactly these', () => {
    expect([...OPERATION_TYPES]).toEqual(['ip', 'im', 'il', 'ic', 'rv', 'op', 'om', 'ol', 'oc']);
    expect([...OperationType.options].sort()).toEqual(['ic', 'il', 'im', 'ip', 'oc', 'ol', 'om', 'op', 'rv']);
  });
  it('paid in: deposits, the solidarity tax discount and cancelled payments', () => {
    expect([...PAID_OPERATIONS].sort()).toEqual(['ic', 'ip', 'oc']);
  });
});

describe('transactionTotals', () => {
  it('sums money in, money out and net in cents, and groups by operation type in a fixed order', () => {
    const totals = transactionTotals([
      { operationType: 'ip', amount: 0.1 },
      { operationType: 'ip', amount: 0.2 },
      { operationType: 'om', amount: -152.4 },
      { operationType: 'rv', amount: 38.6 },
      { operationType: 'oc', amount: -100 },
    ]);
    expect(totals.incoming).toBe(38.9);
    expect(totals.outgoing).toBe(-252.4);
    expect(totals.net).toBe(-213.5);
    expect(totals.count).toBe(5);
    expect(totals.byType).toEqual([
      { operationType: 'ip', count: 2, amount: 0.3 },
      { operationType: 'rv', count: 1, amount: 38.6 },
      { operationType: 'om', count: 1, amount: -152.4 },
      { operationType: 'oc', count: 1, amount: -100 },
    ]);
  });
  it('an empty list sums to zero', () => {
    expect(transactionTotals([])).toEqual({ incoming: 0, outgoing: 0, net: 0, count: 0, byType: [] });
  });
});
