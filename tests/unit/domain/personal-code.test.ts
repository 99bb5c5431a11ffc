import { describe, expect, it } from 'vitest';
import {
  ageFromPersonalCode,
  birthDateFromPersonalCode,
  genderFromPersonalCode,
  isAdult,
  isValidPersonalCode,
  normalizePersonalCode,
  parsePersonalCode,
  personalCodeCheckDigit,
  sanitizePersonalCodeInput,
  validateAdult,
  validatePersonalCode,
  validatePersonalCodeTail,
} from '../../../src/domain/personal-code';

const OFFICIAL_TEST_CODES = [
  '30303039914',
  '40504040001',
  '39901012239',
  '50001018865',
  '50001029996',
  '61101012257',
  '40504049999',
  '30403039917',
  '30403039983',
  '30403039972',
];

describe('personal code check digit', () => {
  it.each(OFFICIAL_TEST_CODES)('accepts the official test code %s', (code) => {
    expect(isValidPersonalCode(code)).toBe(true);
    expect(validatePersonalCode(code)).toBeNull();
  });

  it('computes the first weighted scheme (1..9,1 mod 11)', () => {
    // 3*1+0*2+3*3+0*4+3*5+0*6+3*7+9*8+9*9+1*1 = 202; 202 mod 11 = 4
    expect(personalCodeCheckDigit('3030303991')).toBe(4);
  });

  it('falls back to the second scheme (3..9,1,2,3) when the first remainder is 10', () => {
    // first: 4+16+15+0+30+6+35+0+0+3 = 109 -> 10; second: 12+32+25+0+42+8+45+0+0+9 = 173 -> 8
    expect(personalCodeCheckDigit('4850615003')).toBe(8);
    expect(isValidPersonalCode('48506150038')).toBe(true);
    expect(isValidPersonalCode('48506150030')).toBe(false);
  });

  it('uses 0 when both schemes give 10', () => {
    // first sum 142 -> 10, second sum 197 -> 10
    expect(personalCodeCheckDigit('4850615039')).toBe(0);
    expect(isValidPersonalCode('48506150390')).toBe(true);
    expect(isValidPersonalCode('48506150391')).toBe(false);
  });

  it('rejects every wrong last digit of a valid code', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      const code = `3030303991${digit}`;
      expect(isValidPersonalCode(code)).toBe(digit === 4);
    }
  });

  it('rejects a non-10-digit argument to the check-digit function', () => {
    expect(() => personalCodeCheckDigit('123')).toThrow(RangeError);
  });
});

describe('validatePersonalCode', () => {
  it('requires a value', () => {
    expect(validatePersonalCode('')).toBe('required');
    expect(validatePersonalCode('   ')).toBe('required');
  });

  it('accepts the hyphen form 6 digits - 5 digits', () => {
    expect(normalizePersonalCode('303030-39914')).toBe('30303039914');
    expect(validatePersonalCode('303030-39914')).toBeNull();
  });

  it('rejects other shapes', () => {
    for (const value of [
      '3030303991',
      '303030399144',
      '30303-039914',
      '3030303-9914',
      '303 030 39914',
      '3030303991a',
      '303030--39914',
    ]) {
      expect(validatePersonalCode(value), value).toBe('invalid-personal-code');
    }
  });

  it('rejects a wrong check digit with invalid-personal-code', () => {
    expect(validatePersonalCode('30303039915')).toBe('invalid-personal-code');
    expect(validatePersonalCode('303030-39915')).toBe('invalid-personal-code');
  });
});

describe('sanitizePersonalCodeInput', () => {
  it('strips non-digits so pasted codes work', () => {
    expect(sanitizePersonalCodeInput('303 030 39914')).toBe('30303039914');
    expect(sanitizePersonalCodeInput('303030-39914')).toBe('30303039914');
    expect(sanitizePersonalCodeInput(' 3a0b3 ')).toBe('303');
  });

  it('caps the input at 11 digits', () => {
    expect(sanitizePersonalCodeInput('3030303991412345')).toBe('30303039914');
  });
});

describe('validatePersonalCodeTail', () => {
  it('accepts exactly 4 digits', () => {
    expect(validatePersonalCodeTail('9914')).toBeNull();
    expect(validatePersonalCodeTail('0001')).toBeNull();
  });

  it('rejects anything else with invalid-tail', () => {
    for (const value of ['991', '99145', '99a4', '99 14', '-991']) {
      expect(validatePersonalCodeTail(value), value).toBe('invalid-tail');
    }
  });

  it('requires a value', () => {
    expect(validatePersonalCodeTail('')).toBe('required');
  });
});

describe('birth date, gender and age', () => {
  it('reads the century and gender from the first digit', () => {
    expect(parsePersonalCode('30303039914')).toEqual({ birthDate: '1903-03-03', gender: 'male' });
    expect(parsePersonalCode('40504040001')).toEqual({ birthDate: '1905-04-04', gender: 'female' });
    expect(parsePersonalCode('50001018865')).toEqual({ birthDate: '2000-01-01', gender: 'male' });
    expect(parsePersonalCode('61101012257')).toEqual({ birthDate: '2011-01-01', gender: 'female' });
    expect(genderFromPersonalCode('39901012239')).toBe('male');
  });

  it('maps 1 and 2 to the 1800s', () => {
    const firstTen = '1850101000';
    const code = `${firstTen}${personalCodeCheckDigit(firstTen)}`;
    expect(parsePersonalCode(code)).toEqual({ birthDate: '1885-01-01', gender: 'male' });
    const female = '2850101000';
    expect(birthDateFromPersonalCode(`${female}${personalCodeCheckDigit(female)}`)).toBe('1885-01-01');
  });

  it('accepts the hyphen form when parsing', () => {
    expect(birthDateFromPersonalCode('303030-39914')).toBe('1903-03-03');
  });

  it('gives null for an invalid code, an unknown century digit or an impossible date', () => {
    expect(parsePersonalCode('30303039915')).toBeNull();
    const century9 = '9030303991';
    expect(parsePersonalCode(`${century9}${personalCodeCheckDigit(century9)}`)).toBeNull();
    const feb30 = '3900230000';
    const code = `${feb30}${personalCodeCheckDigit(feb30)}`;
    expect(isValidPersonalCode(code)).toBe(true);
    expect(parsePersonalCode(code)).toBeNull();
  });

  it('handles a leap-day birth date', () => {
    const leap = '5000229000';
    const code = `${leap}${personalCodeCheckDigit(leap)}`;
    expect(birthDateFromPersonalCode(code)).toBe('2000-02-29');
    expect(ageFromPersonalCode(code, '2018-02-28')).toBe(17);
    expect(ageFromPersonalCode(code, '2018-03-01')).toBe(18);
    expect(isAdult(code, '2018-02-28')).toBe(false);
    expect(isAdult(code, '2018-03-01')).toBe(true);
  });

  it('treats the minor demo persona (born 2011-01-01) as a minor until the 18th birthday', () => {
    expect(ageFromPersonalCode('61101012257', '2026-06-01')).toBe(15);
    expect(isAdult('61101012257', '2028-12-31')).toBe(false);
    expect(isAdult('61101012257', '2029-01-01')).toBe(true);
    expect(validateAdult('61101012257', '2026-06-01')).toBe('minor-not-allowed');
    expect(validateAdult('39901012239', '2026-06-01')).toBeNull();
  });

  it('is never adult for an invalid code', () => {
    expect(isAdult('30303039915', '2026-01-01')).toBe(false);
    expect(ageFromPersonalCode('30303039915', '2026-01-01')).toBeNull();
  });
});
