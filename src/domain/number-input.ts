import type { ValidationCode } from './validation-codes';

/**
 * Parses an amount typed by a person: spaces (including no-break spaces) are ignored and a comma or a
 * dot is the decimal separator ('1 234,56', '1234.56'); at most two decimals. Null when not a number.
 */
export function parseAmount(value: string): number | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  return Number(compact);
}

export interface AmountValidationOptions {
  /** Default true. */
  required?: boolean;
  min?: number;
  max?: number;
}

/** 'required', 'wrong-number-format', 'amount-too-small' (below `min`) or 'amount-too-large' (above `max`). */
export function validateAmount(value: string, options: AmountValidationOptions = {}): ValidationCode | null {
  const { required = true, min, max } = options;
  if (value.trim() === '') return required ? 'required' : null;
  const amount = parseAmount(value);
  if (amount === null) return 'wrong-number-format';
  if (min !== undefined && amount < min) return 'amount-too-small';
  if (max !== undefined && amount > max) return 'amount-too-large';
  return null;
}
