import { PHONE_NATIONAL_DIGITS, PHONE_PREFIX } from './constants';
import type { ValidationCode } from './validation-codes';

/** The prefix's digits without '+' ('370'). */
const COUNTRY_CODE = PHONE_PREFIX.slice(1);

/** §5's forms of a number: '+370', '370' or the national '8' before the eight digits, or the eight alone. */
const PHONE_FORMS: readonly RegExp[] = [
  ...[`\\+${COUNTRY_CODE}`, COUNTRY_CODE, '8'].map(
    (lead) => new RegExp(`^${lead}(\\d{${PHONE_NATIONAL_DIGITS}})$`),
  ),
  // The digits alone, never with a leading 8: '8 612 3456' is the national form with a digit missing, not
  // a number of its own.
  new RegExp(`^([1-79]\\d{${PHONE_NATIONAL_DIGITS - 1}})$`),
];

/** Phone input with every whitespace character removed ('+370 612 34567' -> '+37061234567'). */
export function stripPhoneSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Empty, or only the '+370' prefix, counts as not filled in. */
export function isBlankPhone(value: string): boolean {
  const phone = stripPhoneSpaces(value);
  return phone === '' || phone === PHONE_PREFIX;
}

/**
 * The one phone rule (§5) of every phone field — login, registration, signing and confirmation with
 * Mobile-ID, contacts, the AML questionnaire, the remind form — and of the server: '+370XXXXXXXX',
 * '370XXXXXXXX', '8XXXXXXXX' (the national form, e.g. '8 612 34567') or 'XXXXXXXX', spaces ignored, all
 * become '+370XXXXXXXX'. Null when it is not a phone.
 */
export function normalizePhone(value: string): string | null {
  const phone = stripPhoneSpaces(value);
  for (const form of PHONE_FORMS) {
    const match = form.exec(phone);
    if (match) return `${PHONE_PREFIX}${match[1]}`;
  }
  return null;
}

/** True when the rule above reads a phone in the value. */
export function isValidPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}

export interface PhoneValidationOptions {
  /** Default true. When false a blank value (or only '+370') is accepted. */
  required?: boolean;
}

/** 'required' when blank (and required), 'incorrect-data' unless the phone rule reads a number in it. */
export function validatePhone(value: string, options: PhoneValidationOptions = {}): ValidationCode | null {
  const { required = true } = options;
  if (isBlankPhone(value)) return required ? 'required' : null;
  return isValidPhone(value) ? null : 'incorrect-data';
}

/**
 * The value to send and store for a phone field: the '+370XXXXXXXX' form, '' for a blank field (or a lone
 * '+370'), and what validation refuses with only its spaces stripped.
 */
export function normalizePhoneField(value: string): string {
  return isBlankPhone(value) ? '' : (normalizePhone(value) ?? stripPhoneSpaces(value));
}

/** Contacts need at least one phone number: 'at-least-one-phone' when every given phone is blank. */
export function validateAtLeastOnePhone(phones: readonly string[]): ValidationCode | null {
  return phones.some((phone) => !isBlankPhone(phone)) ? null : 'at-least-one-phone';
}
