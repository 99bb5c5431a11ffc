import { PHONE_NATIONAL_DIGITS, PHONE_PREFIX } from './constants';
import type { ValidationCode } from './validation-codes';

/** The prefix's digits without '+' ('370'). */
const COUNTRY_CODE = PHONE_PREFIX.slice(1);
const NATIONAL = `(\\d{${PHONE_NATIONAL_DIGITS}})`;
const FULL_PHONE = new RegExp(`^\\+${COUNTRY_CODE}\\d{${PHONE_NATIONAL_DIGITS}}$`);

/** Phone input with every whitespace character removed ('+370 612 34567' -> '+37061234567'). */
export function stripPhoneSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Empty, or only the '+370' prefix, counts as not filled in. */
export function isBlankPhone(value: string): boolean {
  const phone = stripPhoneSpaces(value);
  return phone === '' || phone === PHONE_PREFIX;
}

/** True for '+370' followed by exactly 8 digits (spaces ignored). */
export function isValidPhone(value: string): boolean {
  return FULL_PHONE.test(stripPhoneSpaces(value));
}

export interface PhoneValidationOptions {
  /** Default true. When false a blank value (or only '+370') is accepted. */
  required?: boolean;
}

/** 'required' when blank (and required), 'incorrect-data' unless '+370' and 8 digits. */
export function validatePhone(value: string, options: PhoneValidationOptions = {}): ValidationCode | null {
  const { required = true } = options;
  if (isBlankPhone(value)) return required ? 'required' : null;
  return isValidPhone(value) ? null : 'incorrect-data';
}

/**
 * The value to store for a phone field: spaces stripped, and a lone '+370' prefix becomes ''.
 */
export function normalizePhoneField(value: string): string {
  return isBlankPhone(value) ? '' : stripPhoneSpaces(value);
}

/** Contacts need at least one phone number: 'at-least-one-phone' when every given phone is blank. */
export function validateAtLeastOnePhone(phones: readonly string[]): ValidationCode | null {
  return phones.some((phone) => !isBlankPhone(phone)) ? null : 'at-least-one-phone';
}

const REMIND_PHONE_FORMS: readonly RegExp[] = [`\\+${COUNTRY_CODE}`, COUNTRY_CODE, '8', ''].map(
  (lead) => new RegExp(`^${lead}${NATIONAL}$`),
);

/**
 * §5 phone normalisation (the remind form, and the Mobile-ID phone of login, registration and the eID
 * confirmation): '+370XXXXXXXX', '370XXXXXXXX', '8XXXXXXXX' (8 and eight digits) or
 * 'XXXXXXXX' (eight digits), spaces ignored, all become '+370XXXXXXXX'. Null when it is not a phone.
 */
export function normalizeRemindPhone(value: string): string | null {
  const phone = stripPhoneSpaces(value);
  for (const form of REMIND_PHONE_FORMS) {
    const match = form.exec(phone);
    if (match) return `${PHONE_PREFIX}${match[1]}`;
  }
  return null;
}

/**
 * The Mobile-ID phone field: 'required' when blank (or only '+370'), 'incorrect-data' unless §5's
 * normalisation accepts it ('+370', '370', '8' and eight digits, or eight digits alone; spaces ignored).
 */
export function validateMobileIdPhone(value: string): ValidationCode | null {
  if (isBlankPhone(value)) return 'required';
  return normalizeRemindPhone(value) ? null : 'incorrect-data';
}
