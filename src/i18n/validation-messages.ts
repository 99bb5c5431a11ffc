import { isValidationCode, VALIDATION_MESSAGES_LT, type ValidationCode } from '../domain/validation-codes';

type Catalogue = Readonly<Record<ValidationCode, string>>;

/** The English wording, once the English interface has loaded it (`loadValidationMessages`). */
let english: Catalogue | null = null;

/** Loads a language's validation messages before it is shown (Lithuanian is always there). */
export async function loadValidationMessages(locale: string): Promise<void> {
  if (locale !== 'en' || english) return;
  english = (await import('../domain/validation-messages-en')).VALIDATION_MESSAGES_EN;
}

/** Translates a validation code; unknown codes fall back to the generic "incorrect data" text. */
export function validationMessage(code: string, locale: string): string {
  const catalogue = locale === 'en' && english ? english : VALIDATION_MESSAGES_LT;
  return isValidationCode(code) ? catalogue[code] : catalogue['incorrect-data'];
}
