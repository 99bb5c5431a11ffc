import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  isPublicHoliday,
  lithuanianPublicHolidays,
  workingDaysBetween,
} from '../../../src/domain/working-days';
import { validateVacationRequest } from '../../../src/domain/vacation';
import { decodeBase64Utf8, decodeReferralEmail, encodeBase64Utf8 } from '../../../src/domain/referral';
import { detectFileKind, fileKindFromName, validateUploadFile } from '../../../src/domain/upload';
import { validateAmount } from '../../../src/domain/number-input';
import { canCancelContract } from '../../../src/domain/contract-rules';
import {
  hasPasswordChangeErrors,
  validatePasswordChange,
  validatePasswordsDiffer,
} from '../../../src/domain/password';
import {
  genderFromPersonalCode,
  isAdult,
  normalizePersonalCode,
  personalCodeCheckDigit,
  validatePersonalCodeTail,
} from '../../../src/domain/personal-code';
import { addDays, compareIsoDates, parseIsoDate } from '../../../src/domain/calendar-date';
import { formatDate, formatDateTime, formatMoney, NBSP, parseDmyDate } from '../../../src/domain/format';
import { isValidEmail } from '../../../src/domain/email';
import { validateDocumentExpiry, validateDocumentNumber } from '../../../src/domain/identity-document';
import { normalizeIban, normalizeSwift } from '../../../src/domain/bank-account';
import { isValidationCode } from '../../../src/domain/validation-codes';
import { validateRemindText } from '../../../src/domain/remind';
import { isAdultOn } from '../../../src/domain/age';

/**
 * The edges of the §1/§5/§9 rules that the topic tests leave open (found by mutation testing): boundaries,
 * whitespace, order, and the exact texts and values. Expected values are literal.
 */

describe('working days (§1 processing times)', () => {
  it('Easter Sunday, the moving holiday, for years across two centuries', () => {
    const known: Record<number, string> = {
      1954: '1954-04-18',
      1962: '1962-04-22',
      1981: '1981-04-19',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2016: '2016-03-27',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });

  it('the Lithuanian public holidays of 2026, named and in date order', () => {
    expect(lithuanianPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-02-16', name: 'Day of Restoration of the State of Lithuania' },
      { date: '2026-03-11', name: 'Day of Restoration of Independence of Lithuania' },
      { date: '2026-04-05', name: 'Easter Sunday' },
      { date: '2026-04-06', name: 'Easter Monday' },
      { date: '2026-05-01', name: 'International Labour Day' },
      { date: '2026-05-03', name: "Mother's Day" },
      { date: '2026-06-07', name: "Father's Day" },
      { date: '2026-06-24', name: 'St. John’s Day (Midsummer)' },
      { date: '2026-07-06', name: 'Statehood Day' },
      { date: '2026-08-15', name: 'Assumption Day' },
      { date: '2026-11-01', name: "All Saints' Day" },
      { date: '2026-11-02', name: "All Souls' Day" },
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-26', name: 'Second Day of Christmas' },
    ]);
    // Easter in March sorts before the February/March fixed days are passed: 2024 (31 March).
    const dates = lithuanianPublicHolidays(2024).map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.indexOf('2024-03-31')).toBe(3);
  });

  it('rejects dates that are not calendar dates and non-integer counts, with a message', () => {
    expect(() => isPublicHoliday('2026-02-30')).toThrow('Not a calendar date (yyyy-MM-dd): 2026-02-30');
    expect(() => addWorkingDays('2026-13-01', 1)).toThrow('Not a calendar date (yyyy-MM-dd): 2026-13-01');
    expect(() => workingDaysBetween('2026-01-01', 'soon')).toThrow(/Not a calendar date/);
    expect(() => addWorkingDays('2026-01-05', 1.5)).toThrow('The number of working days must be an integer');
  });

  it('counts backwards for a negative number and not at all for zero', () => {
    expect(addWorkingDays('2026-01-05', 0)).toBe('2026-01-05'); // a Monday
    expect(addWorkingDays('2026-01-05', -1)).toBe('2026-01-02'); // back over the weekend
    expect(addWorkingDays('2026-01-05', -2)).toBe('2025-12-31'); // and over New Year's Day
    expect(addWorkingDays('2026-01-02', 1)).toBe('2026-01-05'); // Friday + 1 = Monday
  });
});

describe('contribution holiday (§5 vacation)', () => {
  const today = '2026-01-01';

  it('periods overlap only when one starts on or before the end of the other, in any order', () => {
    const apart = [
      { start: '2026-06-01', months: 1 },
      { start: '2026-03-01', months: 1 },
    ];
    expect(validateVacationRequest({ periods: apart, today })).toEqual([]);
    const overlapping = [
      { start: '2026-06-01', months: 2 },
      { start: '2026-03-01', months: 4 },
    ];
    expect(validateVacationRequest({ periods: overlapping, today })).toEqual(['vacation-periods-overlap']);
    const single = [{ start: '2026-06-01', months: 2 }];
    expect(validateVacationRequest({ periods: single, today })).toEqual([]);
  });

  it('a period of 0 months is too short and never counts as overlapping', () => {
    const periods = [
      { start: '2026-06-01', months: 0 },
      { start: '2026-06-01', months: 1 },
    ];
    expect(validateVacationRequest({ periods, today })).toEqual(['vacation-period-too-short']);
  });
});

describe('referral links (§5 broker code, base64 e-mail)', () => {
  it('decodes URL-safe base64 with or without padding, and rejects broken input', () => {
    expect(decodeBase64Utf8('am9uYXNAZXhhbXBsZS5sdA==')).toBe('jonas@example.lt');
    expect(decodeBase64Utf8('  am9uYXNAZXhhbXBsZS5sdA  ')).toBe('jonas@example.lt');
    expect(decodeBase64Utf8('Pz8-Pw')).toBe('??>?');
    expect(decodeBase64Utf8('Pz8_Pw')).toBe('??\x3f?');
    expect(decodeBase64Utf8('a')).toBeNull(); // one character cannot be base64
    expect(decodeBase64Utf8('am9u=YXM')).toBeNull(); // padding inside
    expect(decodeBase64Utf8('am9u*')).toBeNull();
    expect(decodeBase64Utf8('/w==')).toBeNull(); // 0xFF is not UTF-8
  });

  it('encodes URL-safe without padding, and the referral e-mail round-trips', () => {
    expect(encodeBase64Utf8('??>?', true)).toBe('Pz8-Pw');
    expect(encodeBase64Utf8('???', true)).toBe('Pz8_');
    expect(encodeBase64Utf8('jonas@example.lt')).toBe('am9uYXNAZXhhbXBsZS5sdA==');
    expect(encodeBase64Utf8('jonas@example.lt', true)).toBe('am9uYXNAZXhhbXBsZS5sdA');
    expect(decodeReferralEmail(encodeBase64Utf8('ona@ex.lt', true))).toBe('ona@ex.lt');
  });
});

describe('uploads (§5: JPG, PNG or PDF, 10 MB)', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
  it('needs the whole signature, and a name with an extension that agrees with the content', () => {
    expect(detectFileKind(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeNull();
    expect(detectFileKind(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2e]))).toBeNull();
    expect(fileKindFromName('.pdf')).toBe('pdf');
    expect(fileKindFromName('pdf')).toBeNull();
    expect(validateUploadFile({ name: 'a.pdf', size: 1, head: pdf })).toBeNull();
    expect(validateUploadFile({ name: 'a.png', size: 1, head: pdf })).toBe('invalid-file-format');
    expect(validateUploadFile({ name: 'a', size: 1, head: pdf })).toBe('invalid-file-format');
    expect(validateUploadFile({ name: 'a.pdf', size: 1, head: new Uint8Array(8) })).toBe(
      'invalid-file-format',
    );
  });
});

describe('amounts', () => {
  it('the limits themselves are allowed; blank is checked after trimming', () => {
    expect(validateAmount('50', { min: 50, max: 90 })).toBeNull();
    expect(validateAmount('90', { min: 50, max: 90 })).toBeNull();
    expect(validateAmount('49,99', { min: 50 })).toBe('amount-too-small');
    expect(validateAmount('90.01', { max: 90 })).toBe('amount-too-large');
    expect(validateAmount('   ')).toBe('required');
    expect(validateAmount('  ', { required: false })).toBeNull();
    expect(validateAmount('10')).toBeNull();
  });
});

describe('contract cancellation (§4: 30 days for pillar II)', () => {
  it('the signing day itself counts', () => {
    expect(canCancelContract({ pillar: 2, signDate: '2026-03-01', today: '2026-03-01' })).toBe(true);
    expect(canCancelContract({ pillar: 2, signDate: '2026-03-02', today: '2026-03-01' })).toBe(false);
  });
});

describe('passwords (§5)', () => {
  it('the new password must differ from the old one, and an empty pair is not compared', () => {
    expect(validatePasswordsDiffer('Pensija2026', 'Pensija2026')).toBe('passwords-should-differ');
    expect(validatePasswordsDiffer('Pensija2026', 'Pensija2027')).toBeNull();
    expect(validatePasswordsDiffer('', '')).toBeNull();
  });

  it('a reset (no old password) never asks to differ; any single error counts', () => {
    const reset = validatePasswordChange({ newPassword: 'Pensija2026', confirmPassword: 'Pensija2026' });
    expect(reset).toEqual({ oldPassword: null, newPassword: null, confirmPassword: null });
    expect(hasPasswordChangeErrors(reset)).toBe(false);
    const change = validatePasswordChange({
      oldPassword: 'Pensija2026',
      newPassword: 'Pensija2026',
      confirmPassword: 'Pensija2026',
    });
    expect(change).toEqual({
      oldPassword: null,
      newPassword: 'passwords-should-differ',
      confirmPassword: null,
    });
    expect(hasPasswordChangeErrors(change)).toBe(true);
  });
});

describe('personal code (§5)', () => {
  it('check digit input must be exactly 10 digits', () => {
    expect(() => personalCodeCheckDigit('303030399')).toThrow('Expected exactly 10 digits');
    expect(() => personalCodeCheckDigit('x3030303991')).toThrow('Expected exactly 10 digits');
    expect(() => personalCodeCheckDigit('30303039914')).toThrow('Expected exactly 10 digits');
    expect(personalCodeCheckDigit('3030303991')).toBe(4);
  });

  it('surrounding spaces are ignored; the tail is exactly 4 digits', () => {
    expect(normalizePersonalCode(' 30303039914 ')).toBe('30303039914');
    expect(normalizePersonalCode(' 303030-39914 ')).toBe('30303039914');
    expect(validatePersonalCodeTail(' 9914 ')).toBeNull();
    expect(validatePersonalCodeTail('   ')).toBe('required');
  });

  it('no gender or adulthood for an invalid code', () => {
    expect(genderFromPersonalCode('30303039915')).toBeNull();
    expect(genderFromPersonalCode('30303039914')).toBe('male');
    expect(isAdult('30303039915', '2026-01-15')).toBe(false);
    expect(isAdultOn('not-a-date', '2026-01-15')).toBe(false);
  });
});

describe('calendar dates and formats (§9 formats)', () => {
  it('rejects impossible days, months and years and compares in order', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a calendar date (yyyy-MM-dd): 2026-02-30');
    expect(compareIsoDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareIsoDates('2026-01-02', '2026-01-01')).toBe(1);
    expect(compareIsoDates('2026-01-02', '2026-01-02')).toBe(0);
  });

  it('money in English puts a no-break space after a currency code, none after the euro sign', () => {
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'en', 'SEK')).toBe(`SEK${NBSP}1,234.50`);
  });

  it('only ISO timestamps are read, in Lithuanian time unless another zone is asked for', () => {
    expect(formatDate('x2026-01-15T10:00:00Z')).toBe('');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('2026-01-16');
    expect(formatDate('2026-01-15T23:30:00Z', { timeZone: 'UTC' })).toBe('2026-01-15');
    // Shown without seconds (§9's yyyy-MM-dd HH:mm:ss cut to the minute for reading).
    expect(formatDateTime(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15 12:00');
  });

  it('dd/MM/yyyy must be the whole text (spaces around are fine)', () => {
    expect(parseDmyDate(' 15/01/2026 ')).toBe('2026-01-15');
    expect(parseDmyDate('115/01/2026')).toBeNull();
    expect(parseDmyDate('15/01/20261')).toBeNull();
  });
});

describe('contacts and documents (§5)', () => {
  it('e-mail length limit is 254 characters', () => {
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.eeeee.lt`; // 191 characters
    const at254 = `${'a'.repeat(254 - 1 - domain.length)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });

  it('spaces are stripped and letters upper-cased in IBANs and SWIFTs; blank expiry is required', () => {
    expect(normalizeIban('lt12  1000 0111 0100 1000')).toBe('LT121000011101001000');
    expect(normalizeSwift(' hab  alt22 ')).toBe('HABALT22');
    expect(validateDocumentNumber('12  345 678')).toBeNull();
    expect(validateDocumentExpiry('   ', '2026-01-15')).toBe('required');
  });

  it('a validation code is one of the known codes; the remind text is trimmed', () => {
    expect(isValidationCode('required')).toBe(true);
    expect(isValidationCode('no-such-code')).toBe(false);
    expect(validateRemindText('   ')).toBe('required');
  });
});
