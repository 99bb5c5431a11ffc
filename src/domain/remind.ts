import { isValidEmail, normalizeEmail } from './email';
import { normalizePhone } from './phone';
import type { ValidationCode } from './validation-codes';

/**
 * The "remind password" form takes one text: an email or a phone number. The API wants the phone
 * without the plus sign ('37061234567').
 */
export type RemindContact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** Classifies the remind-form text; null when it is neither a valid email nor a normalisable phone. */
export function classifyRemindText(value: string): RemindContact | null {
  if (isValidEmail(value)) return { kind: 'email', value: normalizeEmail(value) };
  const phone = normalizePhone(value);
  if (phone) return { kind: 'phone', value: phone.slice(1) };
  return null;
}

/** 'required' when blank, 'incorrect-data' unless a valid email or a normalisable phone. */
export function validateRemindText(value: string): ValidationCode | null {
  if (value.trim() === '') return 'required';
  return classifyRemindText(value) ? null : 'incorrect-data';
}
