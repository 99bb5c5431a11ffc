import { PASSWORD_MIN_LENGTH } from './constants';
import type { ValidationCode } from './validation-codes';

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
/** A digit, or any special character: anything that is neither a letter nor whitespace. */
const DIGIT_OR_SPECIAL = /[^\p{L}\s]/u;

export interface PasswordChecklist {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digitOrSpecial: boolean;
}

/** Which password rules a value meets, for a live checklist. Lithuanian letters count as letters. */
export function passwordChecklist(value: string): PasswordChecklist {
  return {
    minLength: [...value].length >= PASSWORD_MIN_LENGTH,
    uppercase: UPPERCASE.test(value),
    lowercase: LOWERCASE.test(value),
    digitOrSpecial: DIGIT_OR_SPECIAL.test(value),
  };
}

/**
 * A new password: 'required' when empty, 'password-too-short' under 7 characters, 'password-weak'
 * without an uppercase letter, a lowercase letter and a digit or special character.
 */
export function validateNewPassword(value: string): ValidationCode | null {
  if (value === '') return 'required';
  const checks = passwordChecklist(value);
  if (!checks.minLength) return 'password-too-short';
  if (!checks.uppercase || !checks.lowercase || !checks.digitOrSpecial) return 'password-weak';
  return null;
}

/** 'passwords-should-differ' when the new password equals the old one. */
export function validatePasswordsDiffer(oldPassword: string, newPassword: string): ValidationCode | null {
  return newPassword !== '' && newPassword === oldPassword ? 'passwords-should-differ' : null;
}

/** 'required' when the confirmation is empty, 'passwords-do-not-match' when it differs. */
export function validatePasswordConfirmation(
  newPassword: string,
  confirmation: string,
): ValidationCode | null {
  if (confirmation === '') return 'required';
  return confirmation === newPassword ? null : 'passwords-do-not-match';
}

export interface PasswordChangeInput {
  /** Omit for a password reset, where there is no old password. */
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeErrors {
  oldPassword: ValidationCode | null;
  newPassword: ValidationCode | null;
  confirmPassword: ValidationCode | null;
}

/** Field-by-field errors of a password change (or reset, without `oldPassword`). */
export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeErrors {
  const hasOld = input.oldPassword !== undefined;
  return {
    oldPassword: hasOld && input.oldPassword === '' ? 'required' : null,
    newPassword:
      validateNewPassword(input.newPassword) ??
      (hasOld ? validatePasswordsDiffer(input.oldPassword ?? '', input.newPassword) : null),
    confirmPassword: validatePasswordConfirmation(input.newPassword, input.confirmPassword),
  };
}

export function hasPasswordChangeErrors(errors: PasswordChangeErrors): boolean {
  return Object.values(errors).some((code) => code !== null);
}
