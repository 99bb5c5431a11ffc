/**
 * Every validation outcome the domain layer can report, as a stable code.
 *
 * Validators return one of these codes (or `null` when the value is fine); the UI maps a code to a
 * translated message. The canonical wording is Lithuanian (the default locale, taken from the specification
 * where it gives the text): the login page's few below, every other in ./validation-messages-lt.ts, loaded
 * with the first page that needs them; the English one is ./validation-messages-en.ts, loaded with the
 * English interface. Views and the reference server say the same thing.
 */
export const VALIDATION_CODES = [
  'required',
  'incorrect-data',
  'invalid-personal-code',
  'invalid-tail',
  'wrong-number-format',
  'amount-too-small',
  'amount-too-large',
  'password-too-short',
  'password-weak',
  'passwords-should-differ',
  'passwords-do-not-match',
  'invalid-iban',
  'iban-already-added',
  'invalid-swift',
  'file-too-large',
  'invalid-file-format',
  'too-many-files',
  'upload-quota-exceeded',
  'vacation-too-long',
  'vacation-period-too-short',
  'vacation-too-late',
  'vacation-periods-overlap',
  'invalid-date',
  'document-expired',
  'at-least-one-checkbox',
  'at-least-one-phone',
  'gdpr-selection-mandatory',
  'minor-not-allowed',
  'limit-not-higher',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
}

/** The messages the login page's forms can show (a personal code, a phone, a user name): in its JavaScript. */
export const FIRST_SCREEN_VALIDATION_MESSAGES_LT = {
  required: 'Laukas yra privalomas',
  'incorrect-data': 'Neteisingi duomenys',
  'invalid-personal-code': 'Neteisingas asmens kodas',
} as const satisfies Partial<Record<ValidationCode, string>>;
