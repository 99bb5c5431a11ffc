import { describe, expect, it } from 'vitest';
import {
  isValidationCode,
  VALIDATION_CODES,
  VALIDATION_MESSAGES_EN,
  VALIDATION_MESSAGES_LT,
} from '../../../src/domain/validation-codes';

describe('validation codes', () => {
  it('has a Lithuanian and an English message for every code and nothing else', () => {
    expect(Object.keys(VALIDATION_MESSAGES_LT).sort()).toEqual([...VALIDATION_CODES].sort());
    expect(Object.keys(VALIDATION_MESSAGES_EN).sort()).toEqual([...VALIDATION_CODES].sort());
    for (const code of VALIDATION_CODES) {
      expect(VALIDATION_MESSAGES_LT[code].trim().length, code).toBeGreaterThan(0);
      expect(VALIDATION_MESSAGES_EN[code].trim().length, code).toBeGreaterThan(0);
    }
  });

  it('uses the specification wording', () => {
    expect(VALIDATION_MESSAGES_LT.required).toBe('Laukas yra privalomas');
    expect(VALIDATION_MESSAGES_LT['invalid-personal-code']).toBe('Neteisingas asmens kodas');
    expect(VALIDATION_MESSAGES_LT['invalid-iban']).toBe('Neteisinga banko sąskaita');
  });

  it('recognises codes', () => {
    expect(isValidationCode('invalid-iban')).toBe(true);
    expect(isValidationCode('nope')).toBe(false);
    expect(isValidationCode(42)).toBe(false);
  });
});
