/**
 * The English wording of every validation code (./validation-codes.ts holds the Lithuanian one). Loaded
 * with the English interface (src/i18n/locale.ts), so a Lithuanian visitor's login page does not carry it.
 */
import {
  HOLIDAY_MAX_MONTHS,
  HOLIDAY_MIN_PERIOD_MONTHS,
  HOLIDAY_REQUEST_LEAD_DAYS,
  PASSWORD_MIN_LENGTH,
  PERSONAL_CODE_TAIL_LENGTH,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_FILE_BYTES,
} from './constants';
import type { ValidationCode } from './validation-codes';

const UPLOAD_MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

export const VALIDATION_MESSAGES_EN: Record<ValidationCode, string> = {
  required: 'This field is required',
  'incorrect-data': 'Incorrect data',
  'invalid-personal-code': 'Invalid personal code',
  'invalid-tail': `Enter the last ${PERSONAL_CODE_TAIL_LENGTH} digits of your personal code`,
  'wrong-number-format': 'Wrong number format',
  'amount-too-small': 'The amount is too small',
  'amount-too-large': 'The amount is too large',
  'password-too-short': `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  'password-weak':
    'The password does not meet the requirements: it must contain an uppercase letter, a lowercase letter and a digit or a special character',
  'passwords-should-differ': 'The new password must differ from the old one',
  'passwords-do-not-match': 'Passwords do not match',
  'invalid-iban': 'Invalid bank account number',
  'iban-already-added': 'This bank account has already been added',
  'invalid-swift': 'Invalid SWIFT code',
  'file-too-large': `The file is too large. The maximum file size is ${UPLOAD_MAX_MB} MB`,
  'invalid-file-format': 'Invalid file format. Only JPG, PNG or PDF files can be uploaded',
  'too-many-files': `You can upload up to ${UPLOAD_MAX_FILES} files at once`,
  'upload-quota-exceeded':
    'You have uploaded as many files as allowed in the last 24 hours. Please try again later',
  'vacation-too-long': `Holidays from contributions cannot exceed ${HOLIDAY_MAX_MONTHS} months in total`,
  'vacation-period-too-short': `A holiday period must be at least ${HOLIDAY_MIN_PERIOD_MONTHS} month long`,
  'vacation-too-late': `The request must be submitted at least ${HOLIDAY_REQUEST_LEAD_DAYS} days before the holiday starts`,
  'vacation-periods-overlap': 'Holiday periods must not overlap',
  'invalid-date': 'Invalid date',
  'document-expired': 'The document has expired',
  'at-least-one-checkbox': 'Select at least one option',
  'at-least-one-phone': 'Enter at least one phone number',
  'gdpr-selection-mandatory': 'Please choose whether you agree',
  'minor-not-allowed': 'Only adults can sign a contract online. Please contact our customer centre',
  'limit-not-higher': 'The new limit must be higher than the current one',
};
