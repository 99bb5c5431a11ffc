import { ANALYTICS_CONSENT_DAYS } from '../domain/constants';

/** Analytics consent, remembered for 30 days (§9). Stored in localStorage as JSON. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

export interface CookieConsentValue {
  analytics: boolean;
  decidedAt: string;
}

export function readConsent(
  storage: Pick<Storage, 'getItem'> | undefined,
  now: Date,
): CookieConsentValue | null {
  try {
    const raw = storage?.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      typeof (parsed as CookieConsentValue).analytics !== 'boolean' ||
      typeof (parsed as CookieConsentValue).decidedAt !== 'string'
    ) {
      return null;
    }
    const value = parsed as CookieConsentValue;
    const decided = new Date(value.decidedAt).getTime();
    if (Number.isNaN(decided)) return null;
    const expires = decided + ANALYTICS_CONSENT_DAYS * 24 * 60 * 60 * 1000;
    return now.getTime() < expires ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(
  storage: Pick<Storage, 'setItem'> | undefined,
  analytics: boolean,
  now: Date,
): void {
  try {
    storage?.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ analytics, decidedAt: now.toISOString() }));
  } catch {
    // storage unavailable: the banner will ask again next visit
  }
}
