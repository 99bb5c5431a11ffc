import { daysBetween, isValidIsoDate, type IsoDate } from './calendar-date';
import type { ValidationCode } from './validation-codes';

const DOCUMENT_NUMBER = /^[A-Za-z0-9]{5,20}$/;

/** An identity document number: 5-20 Latin letters or digits, spaces ignored. */
export function validateDocumentNumber(value: string): ValidationCode | null {
  const number = value.replace(/\s+/g, '');
  if (number === '') return 'required';
  return DOCUMENT_NUMBER.test(number) ? null : 'incorrect-data';
}

/**
 * A document's expiry date: 'required' when blank, 'invalid-date' when not a real 'yyyy-MM-dd',
 * 'document-expired' when it ends before `today` (a document is still valid on its expiry day).
 */
export function validateDocumentExpiry(expiry: string, today: IsoDate): ValidationCode | null {
  if (expiry.trim() === '') return 'required';
  if (!isValidIsoDate(expiry)) return 'invalid-date';
  return daysBetween(today, expiry) < 0 ? 'document-expired' : null;
}
