import { describe, expect, it } from 'vitest';
import {
  hasPasswordChangeErrors,
  passwordChecklist,
  validateNewPassword,
  validatePasswordChange,
  validatePasswordConfirmation,
  validatePasswordsDiffer,
} from '../../../src/domain/password';

describe('new password rules', () => {
  it('requires a value', () => {
    expect(validateNewPassword('')).toBe('required');
  });

  it('needs at least 7 characters', () => {
    expect(validateNewPassword('Abc123')).toBe('password-too-short');
    expect(validateNewPassword('Abc1234')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordChecklist('Ab1😀😀😀').minLength).toBe(false);
    expect(passwordChecklist('Ab1😀😀😀😀').minLength).toBe(true);
  });

  it.each([
    ['abcdefg1', 'no uppercase'],
    ['ABCDEFG1', 'no lowercase'],
    ['Abcdefgh', 'no digit or special character'],
    ['Abc defg', 'a space is not a special character'],
  ])('rejects %s as weak (%s)', (value) => {
    expect(validateNewPassword(value)).toBe('password-weak');
  });

  it('accepts a special character instead of a digit', () => {
    expect(validateNewPassword('Abcdefg!')).toBeNull();
    expect(validateNewPassword('Abcdef-g')).toBeNull();
  });

  it('counts Lithuanian letters as letters', () => {
    expect(passwordChecklist('Ąžuolas1')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      digitOrSpecial: true,
    });
    expect(validateNewPassword('ŠĖČŲžūį1')).toBeNull();
    expect(validateNewPassword('ąčęėįšųū')).toBe('password-weak');
    // Lithuanian letters are letters, not special characters.
    expect(passwordChecklist('Ąžuolasš').digitOrSpecial).toBe(false);
  });
});

describe('password change', () => {
  it('requires the new password to differ from the old one', () => {
    expect(validatePasswordsDiffer('Abcdef1', 'Abcdef1')).toBe('passwords-should-differ');
    expect(validatePasswordsDiffer('Abcdef1', 'Abcdef2')).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(validatePasswordConfirmation('Abcdef1', '')).toBe('required');
    expect(validatePasswordConfirmation('Abcdef1', 'abcdef1')).toBe('passwords-do-not-match');
    expect(validatePasswordConfirmation('Abcdef1', 'Abcdef1')).toBeNull();
  });

  it('reports per field', () => {
    expect(
      validatePasswordChange({
        oldPassword: 'Senas123',
        newPassword: 'Senas123',
        confirmPassword: 'Senas12',
      }),
    ).toEqual({
      oldPassword: null,
      newPassword: 'passwords-should-differ',
      confirmPassword: 'passwords-do-not-match',
    });
    const empty = validatePasswordChange({ oldPassword: '', newPassword: '', confirmPassword: '' });
    expect(empty).toEqual({ oldPassword: 'required', newPassword: 'required', confirmPassword: 'required' });
    expect(hasPasswordChangeErrors(empty)).toBe(true);
  });

  it('reports the rule failure before the differ check', () => {
    expect(
      validatePasswordChange({ oldPassword: 'short', newPassword: 'short', confirmPassword: 'short' })
        .newPassword,
    ).toBe('password-too-short');
  });

  it('passes a valid change and a reset without an old password', () => {
    const change = validatePasswordChange({
      oldPassword: 'Senas123',
      newPassword: 'Naujas#1',
      confirmPassword: 'Naujas#1',
    });
    expect(hasPasswordChangeErrors(change)).toBe(false);
    const reset = validatePasswordChange({ newPassword: 'Naujas#1', confirmPassword: 'Naujas#1' });
    expect(reset).toEqual({ oldPassword: null, newPassword: null, confirmPassword: null });
  });
});
