import { isValidBIC, isValidIBAN } from 'ibantools';
import type { ValidationCode } from './validation-codes';

/** IBAN in electronic format: whitespace removed, upper case ('lt12 1000 0111 0100 1000' -> 'LT121000011101001000'). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Valid IBAN (checksum and country format, via ibantools); spaces are allowed between characters. */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

export interface BankValidationOptions {
  /** Default true. When false a blank value is accepted. */
  required?: boolean;
}

/** 'required' when blank (and required), 'invalid-iban' when not a valid IBAN. */
export function validateIban(value: string, options: BankValidationOptions = {}): ValidationCode | null {
  const { required = true } = options;
  if (normalizeIban(value) === '') return required ? 'required' : null;
  return isValidIban(value) ? null : 'invalid-iban';
}

/** Groups an IBAN by 4 characters for display ('LT12 1000 0111 0100 1000'). */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** For a Lithuanian IBAN, the 5-digit bank code (characters 5-9); null otherwise. */
export function lithuanianBankCode(value: string): string | null {
  const iban = normalizeIban(value);
  if (!iban.startsWith('LT') || !isValidIBAN(iban)) return null;
  return iban.slice(4, 9);
}

/** SWIFT/BIC code in canonical form: whitespace removed, upper case. */
export function normalizeSwift(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidSwift(value: string): boolean {
  return isValidBIC(normalizeSwift(value));
}

/** 'required' when blank (and required), 'invalid-swift' when not a valid 8- or 11-character BIC. */
export function validateSwift(value: string, options: BankValidationOptions = {}): ValidationCode | null {
  const { required = true } = options;
  if (normalizeSwift(value) === '') return required ? 'required' : null;
  return isValidSwift(value) ? null : 'invalid-swift';
}
