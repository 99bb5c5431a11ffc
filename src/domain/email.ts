import type { ValidationCode } from './validation-codes';

export const EMAIL_MAX_LENGTH = 254;

// Local part: RFC 5322 dot-atoms; domain: dot-separated labels (letters, digits, inner hyphens)
// ending in an alphabetic top-level domain of at least two letters.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** The stored form of an email: surrounding whitespace removed. */
export function normalizeEmail(value: string): string {
  return value.trim();
}

/** A syntactically valid email address that does not contain '*'. */
export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  if (email.length > EMAIL_MAX_LENGTH || email.includes('*')) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64 && EMAIL_PATTERN.test(email);
}

export interface EmailValidationOptions {
  /** Default true. When false a blank value is accepted. */
  required?: boolean;
}

/** 'required' when blank (and required), 'incorrect-data' when not a valid email or containing '*'. */
export function validateEmail(value: string, options: EmailValidationOptions = {}): ValidationCode | null {
  const { required = true } = options;
  if (normalizeEmail(value) === '') return required ? 'required' : null;
  return isValidEmail(value) ? null : 'incorrect-data';
}
