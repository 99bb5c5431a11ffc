import {
  FIRST_SCREEN_VALIDATION_MESSAGES_LT,
  isValidationCode,
  type ValidationCode,
} from '../domain/validation-codes';

type Catalogue = Readonly<Partial<Record<ValidationCode, string>>>;

/**
 * Each language's messages as far as they are loaded: Lithuanian starts with the login page's few; the whole
 * Lithuanian record comes with the first page that has other forms (the public pages, the portal), and the
 * English one with the English interface (`loadValidationMessages`).
 */
const catalogues: { lt: Catalogue; en?: Catalogue } = { lt: FIRST_SCREEN_VALIDATION_MESSAGES_LT };
const complete = new Set<string>();

/** Loads a language's validation messages before a page that may show them renders. */
export async function loadValidationMessages(locale: string): Promise<void> {
  const lang = locale === 'en' ? 'en' : 'lt';
  if (complete.has(lang)) return;
  catalogues[lang] =
    lang === 'en'
      ? (await import('../domain/validation-messages-en')).VALIDATION_MESSAGES_EN
      : (await import('../domain/validation-messages-lt')).VALIDATION_MESSAGES_LT;
  complete.add(lang);
}

/** Translates a validation code; unknown codes fall back to the generic "incorrect data" text. */
export function validationMessage(code: string, locale: string): string {
  const catalogue = (locale === 'en' && catalogues.en) || catalogues.lt;
  return (
    (isValidationCode(code) ? catalogue[code] : undefined) ??
    catalogue['incorrect-data'] ??
    FIRST_SCREEN_VALIDATION_MESSAGES_LT['incorrect-data']
  );
}
