import { ageOn, isAdultOn } from './age';
import { makeIsoDate, parseIsoDate, type IsoDate } from './calendar-date';
import { PERSONAL_CODE_LENGTH, PERSONAL_CODE_TAIL_LENGTH } from './constants';
import type { ValidationCode } from './validation-codes';

/**
 * Lithuanian personal code (asmens kodas): G YYMMDD NNN K.
 * G gives the century and gender (1/2 = 1800s, 3/4 = 1900s, 5/6 = 2000s; odd = male, even = female),
 * YYMMDD the birth date, NNN a serial number and K the check digit.
 */

const WEIGHTS_FIRST = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1] as const;
const WEIGHTS_SECOND = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3] as const;

const PLAIN_FORM = new RegExp(`^\\d{${PERSONAL_CODE_LENGTH}}$`);
const HYPHEN_FORM = new RegExp(`^\\d{6}-\\d{${PERSONAL_CODE_LENGTH - 6}}$`);
const TAIL_FORM = new RegExp(`^\\d{${PERSONAL_CODE_TAIL_LENGTH}}$`);

export type Gender = 'male' | 'female';

/** Input sanitizer for a personal-code field: keeps digits only, at most 11 ('303 030 39914' -> '30303039914'). */
export function sanitizePersonalCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PERSONAL_CODE_LENGTH);
}

function weightedRemainder(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += (digits[i] ?? 0) * (weights[i] ?? 0);
  return sum % 11;
}

/**
 * The check digit of the first 10 digits: weights 1..9,1 sum mod 11; if that is 10, weights
 * 3..9,1,2,3 mod 11; if that is 10 as well, the check digit is 0.
 */
export function personalCodeCheckDigit(firstTenDigits: string): number {
  if (!/^\d{10}$/.test(firstTenDigits)) throw new RangeError('Expected exactly 10 digits');
  const digits = [...firstTenDigits].map(Number);
  const first = weightedRemainder(digits, WEIGHTS_FIRST);
  if (first !== 10) return first;
  const second = weightedRemainder(digits, WEIGHTS_SECOND);
  return second !== 10 ? second : 0;
}

/** The 11 digits of a code written as 11 digits or as '6 digits-5 digits'; null for any other shape. */
export function normalizePersonalCode(value: string): string | null {
  const trimmed = value.trim();
  if (PLAIN_FORM.test(trimmed)) return trimmed;
  if (HYPHEN_FORM.test(trimmed)) return trimmed.replace('-', '');
  return null;
}

/** True for a well-formed code whose check digit is correct. */
export function isValidPersonalCode(value: string): boolean {
  const code = normalizePersonalCode(value);
  if (!code) return false;
  return personalCodeCheckDigit(code.slice(0, 10)) === Number(code[10]);
}

/** 'required' when blank, 'invalid-personal-code' when malformed or the check digit fails. */
export function validatePersonalCode(value: string): ValidationCode | null {
  if (value.trim() === '') return 'required';
  return isValidPersonalCode(value) ? null : 'invalid-personal-code';
}

/** The last 4 digits of the personal code (password reset): exactly 4 digits, else 'invalid-tail'. */
export function validatePersonalCodeTail(value: string): ValidationCode | null {
  if (value.trim() === '') return 'required';
  return TAIL_FORM.test(value.trim()) ? null : 'invalid-tail';
}

const CENTURY_BY_FIRST_DIGIT: Readonly<Record<string, number>> = {
  '1': 1800,
  '2': 1800,
  '3': 1900,
  '4': 1900,
  '5': 2000,
  '6': 2000,
};

export interface PersonalCodeInfo {
  birthDate: IsoDate;
  gender: Gender;
}

/**
 * Birth date and gender encoded in a valid personal code; null when the code is invalid, the first
 * digit is not 1-6, or the date part is not a real date.
 */
export function parsePersonalCode(value: string): PersonalCodeInfo | null {
  if (!isValidPersonalCode(value)) return null;
  const code = normalizePersonalCode(value) ?? '';
  const firstDigit = code.slice(0, 1);
  const century = CENTURY_BY_FIRST_DIGIT[firstDigit];
  if (century === undefined) return null;
  const year = century + Number(code.slice(1, 3));
  const month = Number(code.slice(3, 5));
  const day = Number(code.slice(5, 7));
  const candidate = `${year}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
  if (!parseIsoDate(candidate)) return null;
  return {
    birthDate: makeIsoDate(year, month, day),
    gender: Number(firstDigit) % 2 === 1 ? 'male' : 'female',
  };
}

export function birthDateFromPersonalCode(value: string): IsoDate | null {
  return parsePersonalCode(value)?.birthDate ?? null;
}

export function genderFromPersonalCode(value: string): Gender | null {
  return parsePersonalCode(value)?.gender ?? null;
}

/** Age in full years on `today`; null when the code carries no valid birth date. */
export function ageFromPersonalCode(value: string, today: IsoDate): number | null {
  const birthDate = birthDateFromPersonalCode(value);
  return birthDate ? ageOn(birthDate, today) : null;
}

/** True when the code's holder is 18 or older on `today` (false for an invalid code). */
export function isAdult(value: string, today: IsoDate): boolean {
  const birthDate = birthDateFromPersonalCode(value);
  return birthDate !== null && isAdultOn(birthDate, today);
}

/** 'minor-not-allowed' when the holder is under 18 on `today` (self-service contracts need an adult). */
export function validateAdult(value: string, today: IsoDate): ValidationCode | null {
  return isAdult(value, today) ? null : 'minor-not-allowed';
}
