import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDateAt,
  compareIsoDates,
  daysBetween,
  isValidIsoDate,
  makeIsoDate,
  parseIsoDate,
  todayInLithuania,
  toIsoDate,
} from '../../../src/domain/calendar-date';
import { ageOn, isAdultOn } from '../../../src/domain/age';
import { parseAmount, validateAmount } from '../../../src/domain/number-input';
import {
  consentChoiceFromServer,
  consentChoiceToServer,
  validateAtLeastOneChecked,
  validateGdprChoice,
} from '../../../src/domain/choices';
import { validateDocumentExpiry, validateDocumentNumber } from '../../../src/domain/identity-document';
import { canCancelContract, isLimitQuestionnaireMandatory } from '../../../src/domain/contract-rules';

describe('calendar dates', () => {
  it('validates real dates including leap years', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('2025-04-31')).toBe(false);
    expect(isValidIsoDate('2025-1-01')).toBe(false);
    expect(isValidIsoDate('2025-01-01T00:00:00Z')).toBe(false);
    expect(parseIsoDate('0099-01-01')?.getUTCFullYear()).toBe(99);
  });

  it('does arithmetic on calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
    expect(compareIsoDates('2025-01-02', '2025-01-10')).toBe(-1);
    expect(compareIsoDates('2025-01-10', '2025-01-10')).toBe(0);
    expect(makeIsoDate(2025, 7, 6)).toBe('2025-07-06');
    expect(toIsoDate(new Date(Date.UTC(2025, 6, 6)))).toBe('2025-07-06');
  });

  it('throws on malformed input to arithmetic', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => makeIsoDate(2025, 2, 29)).toThrow(RangeError);
  });

  it("finds today's date in Lithuania", () => {
    expect(todayInLithuania(new Date('2025-12-31T21:59:59Z'))).toBe('2025-12-31');
    expect(todayInLithuania(new Date('2025-12-31T22:00:00Z'))).toBe('2026-01-01');
    expect(calendarDateAt(new Date('2025-12-31T22:00:00Z'), 'UTC')).toBe('2025-12-31');
  });
});

describe('age', () => {
  it('counts full years', () => {
    expect(ageOn('2007-06-15', '2025-06-14')).toBe(17);
    expect(ageOn('2007-06-15', '2025-06-15')).toBe(18);
    expect(isAdultOn('2007-06-15', '2025-06-14')).toBe(false);
    expect(isAdultOn('2007-06-15', '2025-06-15')).toBe(true);
    expect(ageOn('bad', '2025-06-15')).toBeNull();
    expect(isAdultOn('bad', '2025-06-15')).toBe(false);
  });
});

describe('amount input', () => {
  it('parses comma or dot decimals and spaced thousands', () => {
    expect(parseAmount('1 234,56')).toBe(1234.56);
    expect(parseAmount('1\u00a0234.5')).toBe(1234.5);
    expect(parseAmount('50')).toBe(50);
    expect(parseAmount('1,234.56')).toBeNull();
    expect(parseAmount('12,345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('validates', () => {
    expect(validateAmount('')).toBe('required');
    expect(validateAmount('', { required: false })).toBeNull();
    expect(validateAmount('12a')).toBe('wrong-number-format');
    expect(validateAmount('5', { min: 10 })).toBe('amount-too-small');
    expect(validateAmount('1500,01', { max: 1500 })).toBe('amount-too-large');
    expect(validateAmount('1500', { min: 10, max: 1500 })).toBeNull();
  });
});

describe('choices', () => {
  it('needs at least one ticked box', () => {
    expect(validateAtLeastOneChecked([false, false])).toBe('at-least-one-checkbox');
    expect(validateAtLeastOneChecked([])).toBe('at-least-one-checkbox');
    expect(validateAtLeastOneChecked([false, true])).toBeNull();
  });

  it('makes the GDPR choice mandatory', () => {
    expect(validateGdprChoice('not-selected')).toBe('gdpr-selection-mandatory');
    expect(validateGdprChoice('accepted')).toBeNull();
    expect(validateGdprChoice('declined')).toBeNull();
  });

  it('maps consents to and from the server', () => {
    expect(consentChoiceFromServer(true)).toBe('accepted');
    expect(consentChoiceFromServer(false)).toBe('declined');
    expect(consentChoiceFromServer(undefined)).toBe('not-selected');
    expect(consentChoiceFromServer(null)).toBe('not-selected');
    expect(consentChoiceToServer('accepted')).toBe(true);
    expect(consentChoiceToServer('declined')).toBe(false);
    expect(consentChoiceToServer('not-selected')).toBeUndefined();
  });
});

describe('identity document', () => {
  it('validates the number', () => {
    expect(validateDocumentNumber('')).toBe('required');
    expect(validateDocumentNumber('12345678')).toBeNull();
    expect(validateDocumentNumber('LT 1234 567')).toBeNull();
    expect(validateDocumentNumber('12-34')).toBe('incorrect-data');
  });

  it('rejects expired documents and invalid dates', () => {
    expect(validateDocumentExpiry('', '2025-06-01')).toBe('required');
    expect(validateDocumentExpiry('2025-02-30', '2025-06-01')).toBe('invalid-date');
    expect(validateDocumentExpiry('2025-05-31', '2025-06-01')).toBe('document-expired');
    expect(validateDocumentExpiry('2025-06-01', '2025-06-01')).toBeNull();
    expect(validateDocumentExpiry('2030-01-01', '2025-06-01')).toBeNull();
  });
});

describe('contract rules', () => {
  it('lets a pillar II contract be cancelled within 30 days', () => {
    expect(canCancelContract({ pillar: 2, signDate: '2025-06-01', today: '2025-07-01' })).toBe(true);
    expect(canCancelContract({ pillar: 2, signDate: '2025-06-01', today: '2025-07-02' })).toBe(false);
    expect(canCancelContract({ pillar: 2, signDate: '2025-06-01', today: '2025-05-31' })).toBe(false);
  });

  it('lets a pillar III contract be cancelled within 6 months without a first payment', () => {
    expect(canCancelContract({ pillar: 3, signDate: '2025-01-31', today: '2025-07-31' })).toBe(true);
    expect(canCancelContract({ pillar: 3, signDate: '2025-01-31', today: '2025-08-01' })).toBe(false);
    expect(
      canCancelContract({ pillar: 3, signDate: '2025-01-31', today: '2025-03-01', hasFirstPayment: true }),
    ).toBe(false);
  });

  it('makes the limit questionnaire mandatory above 1000 EUR per year', () => {
    expect(isLimitQuestionnaireMandatory(1000)).toBe(false);
    expect(isLimitQuestionnaireMandatory(1000.01)).toBe(true);
  });
});
