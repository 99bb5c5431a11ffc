import { isValidEmail } from './email';
import type { ValidationCode } from './validation-codes';

/** Length of a classic portal username (letters and digits). */
export const USERNAME_LENGTH = 7;

const USERNAME_PATTERN = /^[A-Za-z0-9]{7}$/;

/** Password-login username: an email, or exactly 7 letters/digits; else 'incorrect-data'. */
export function validateLoginUsername(value: string): ValidationCode | null {
  const username = value.trim();
  if (username === '') return 'required';
  return isValidEmail(username) || USERNAME_PATTERN.test(username) ? null : 'incorrect-data';
}

/** Password at login: only required (its rules are checked when it is set, not when it is used). */
export function validateLoginPassword(value: string): ValidationCode | null {
  return value === '' ? 'required' : null;
}
