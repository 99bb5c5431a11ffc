import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPE_NUMBERS,
  documentTypeCfgNr,
  validateDocumentSearch,
} from '../../../src/flows/records/document-search';
import { validateTransactionSearch } from '../../../src/flows/records/transaction-search';

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
