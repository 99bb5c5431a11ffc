import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPE_NUMBERS,
  documentTypeCfgNr,
  validateDocumentSearch,
} from '../../../src/views/portal/records/document-search';
import {
  OPERATION_TYPES,
  transactionTotals,
  validateTransactionSearch,
} from '../../../src/views/portal/records/transaction-search';
import { OperationType } from '../../../src/api/contract/common';

describe('validateTransactionSearch', () => {
  it('keeps a valid contract and period', () => {
    expect(
      validateTransactionSearch({ contract: '2P-1004521', from: '2024-01-01', to: '2024-06-30' }),
    ).toEqual({
      contract: '2P-1004521',
      from: '2024-01-01',
      to: '2024-06-30',
    });
  });
  it('drops malformed values instead of failing', () => {
    expect(
      validateTransactionSearch({ contract: '<script>', from: '2024-02-30', to: 20240101, extra: 'x' }),
    ).toEqual({});
    expect(validateTransactionSearch({ contract: 'x'.repeat(51) })).toEqual({});
    expect(validateTransactionSearch({ from: '01/02/2024' })).toEqual({});
  });
  it('puts a reversed period in order', () => {
    expect(validateTransactionSearch({ from: '2024-12-31', to: '2024-01-01' })).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });
  it('accepts an open-ended period', () => {
    expect(validateTransactionSearch({ from: '2024-01-01' })).toEqual({ from: '2024-01-01' });
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
  it('OPERATION_TYPES lists each of the nine §3 types once', () => {
    expect([...OPERATION_TYPES].sort()).toEqual([...OperationType.options].sort());
  });
});

describe('document search', () => {
  it('every document type has its own configuration number', () => {
    const numbers = Object.values(DOCUMENT_TYPE_NUMBERS);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(DOCUMENT_TYPE_NUMBERS.Report).toBe(1);
    expect(documentTypeCfgNr('Report')).toBe(1);
    expect(documentTypeCfgNr('STA')).toBe(10);
  });
  it('keeps a known type and drops anything else', () => {
    expect(validateDocumentSearch({ type: 'Report' })).toEqual({ type: 'Report' });
    expect(validateDocumentSearch({ type: 'report' })).toEqual({});
    expect(validateDocumentSearch({ type: 'toString' })).toEqual({});
    expect(validateDocumentSearch({})).toEqual({});
  });
});
