import { USERNAME_LENGTH } from './constants';
import { isValidEmail } from './email';
import type { ValidationCode } from './validation-codes';

/** A classic portal username: exactly 7 letters or digits. */
const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9]{${USERNAME_LENGTH}}$`);

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
