import { describe, expect, it } from 'vitest';
import {
  formatIban,
  isValidIban,
  lithuanianBankCode,
  normalizeIban,
  validateIban,
  validateSwift,
} from '../../../src/domain/bank-account';

describe('IBAN', () => {
  it('accepts the Lithuanian example with or without spaces', () => {
    expect(validateIban('LT12 1000 0111 0100 1000')).toBeNull();
    expect(validateIban('LT121000011101001000')).toBeNull();
    expect(validateIban(' lt12 1000 0111 0100 1000 ')).toBeNull();
  });

  it('accepts IBANs of other countries', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('rejects a wrong checksum, length or separator', () => {
    expect(validateIban('LT13 1000 0111 0100 1000')).toBe('invalid-iban');
    expect(validateIban('LT12 1000 0111 0100 100')).toBe('invalid-iban');
    expect(validateIban('LT12-1000-0111-0100-1000')).toBe('invalid-iban');
    expect(validateIban('XX12 1000 0111 0100 1000')).toBe('invalid-iban');
    expect(validateIban('12345')).toBe('invalid-iban');
  });

  it('requires a value unless optional', () => {
    expect(validateIban('')).toBe('required');
    expect(validateIban('  ', { required: false })).toBeNull();
  });

  it('normalises and groups by 4', () => {
    expect(normalizeIban('lt12 1000 0111 0100 1000')).toBe('LT121000011101001000');
    expect(formatIban('LT121000011101001000')).toBe('LT12 1000 0111 0100 1000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('lt12 10000111 01001000')).toBe('LT12 1000 0111 0100 1000');
  });

  it('extracts the Lithuanian bank code', () => {
    expect(lithuanianBankCode('LT12 1000 0111 0100 1000')).toBe('10000');
    expect(lithuanianBankCode('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(lithuanianBankCode('LT13 1000 0111 0100 1000')).toBeNull();
  });
});

describe('SWIFT', () => {
  it.each(['HABALT22', 'CBVILT2X', 'HABALT22XXX', 'habalt22', 'DEUT DE FF'])('accepts %s', (value) => {
    expect(validateSwift(value)).toBeNull();
  });

  it.each(['HABALT2', 'HABALT22XX', 'HABA1T22', '1234LT22', 'HABAXX22'])('rejects %s', (value) => {
    expect(validateSwift(value)).toBe('invalid-swift');
  });

  it('requires a value unless optional', () => {
    expect(validateSwift('')).toBe('required');
    expect(validateSwift('', { required: false })).toBeNull();
  });
});
