/**
 * A form's validation from one rule per field (src/kits/forms/use-form.ts): every field's code is kept,
 * a valid field has no key, and a rule may read the other fields (the password's confirmation).
 */
import { describe, expect, it } from 'vitest';
import { fieldRules } from '../../../src/kits/forms/use-form';
import { validateNewPassword, validatePasswordConfirmation } from '../../../src/domain/password';
import { validatePersonalCode } from '../../../src/domain/personal-code';

describe('fieldRules', () => {
  const validate = fieldRules({
    personalCode: (v) => validatePersonalCode(v.personalCode),
    password: (v) => validateNewPassword(v.password),
    confirmation: (v) => validatePasswordConfirmation(v.password, v.confirmation),
  });

  it('gives each invalid field its code and leaves valid fields out', () => {
    expect(validate({ personalCode: '', password: 'Slaptas123', confirmation: 'Kitas123' })).toEqual({
      personalCode: 'required',
      confirmation: 'passwords-do-not-match',
    });
  });

  it('answers no errors for a valid form', () => {
    // 39901012239: a valid Lithuanian personal code (check digit 9).
    expect(
      validate({ personalCode: '39901012239', password: 'Slaptas123', confirmation: 'Slaptas123' }),
    ).toEqual({});
  });
});
