import { describe, expect, it } from 'vitest';
import { isValidationCode, VALIDATION_CODES } from '../../../src/domain/validation-codes';
import { VALIDATION_MESSAGES_LT } from '../../../src/domain/validation-messages-lt';
import { validateLoginPassword, validateLoginUsername } from '../../../src/domain/login';
import { validatePersonalCode } from '../../../src/domain/personal-code';
import { validatePhone } from '../../../src/domain/phone';
import { VALIDATION_MESSAGES_EN } from '../../../src/domain/validation-messages-en';
import { loadValidationMessages, validationMessage } from '../../../src/i18n/validation-messages';

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

  it('states the limits of §5 and §9 in both languages', () => {
    const limits: Array<[string, string, string]> = [
      ['invalid-tail', '4 paskutinius', 'last 4 digits'],
      ['password-too-short', 'ne mažiau kaip 7 simboliai', 'at least 7 characters'],
      ['file-too-large', '10 MB', '10 MB'],
      ['too-many-files', 'ne daugiau kaip 5 failus', 'up to 5 files'],
      ['vacation-too-long', 'negali viršyti 12 mėnesių', 'exceed 12 months'],
      ['vacation-period-too-short', 'ne trumpesnis nei 1 mėnuo', 'at least 1 month'],
      ['vacation-too-late', 'likus 30 dienų', 'at least 30 days before'],
    ];
    for (const [code, lt, en] of limits) {
      expect(isValidationCode(code), code).toBe(true);
      if (!isValidationCode(code)) continue;
      expect(VALIDATION_MESSAGES_LT[code]).toContain(lt);
      expect(VALIDATION_MESSAGES_EN[code]).toContain(en);
    }
  });

  it('recognises codes', () => {
    expect(isValidationCode('invalid-iban')).toBe(true);
    expect(isValidationCode('nope')).toBe(false);
    expect(isValidationCode(42)).toBe(false);
  });
});

describe('validationMessage', () => {
  it("has every message the login page's forms can show before anything else is loaded", () => {
    const inputs = ['', ' ', 'x', '123', '39901012238', '+370', '+370 600 0066', 'a'.repeat(300)];
    const codes = new Set(
      inputs.flatMap((value) => [
        validateLoginUsername(value),
        validateLoginPassword(value),
        validatePersonalCode(value),
        validatePhone(value),
      ]),
    );
    codes.delete(null);
    expect([...codes].sort()).toEqual(['incorrect-data', 'invalid-personal-code', 'required']);
    for (const code of codes) expect(validationMessage(code!, 'lt')).toBe(VALIDATION_MESSAGES_LT[code!]);
  });

  it('has every Lithuanian message once the pages that show them have loaded them', async () => {
    await loadValidationMessages('lt');
    for (const code of VALIDATION_CODES)
      expect(validationMessage(code, 'lt')).toBe(VALIDATION_MESSAGES_LT[code]);
  });

  it('answers in Lithuanian until the English interface has loaded its messages', async () => {
    expect(validationMessage('required', 'lt')).toBe(VALIDATION_MESSAGES_LT.required);
    await loadValidationMessages('en');
    expect(validationMessage('required', 'en')).toBe('This field is required');
    expect(validationMessage('no-such-code', 'en')).toBe('Incorrect data');
    expect(validationMessage('required', 'lt')).toBe(VALIDATION_MESSAGES_LT.required);
  });
});
