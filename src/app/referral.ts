import { REFERRAL_STORE_MONTHS } from '../domain/constants';
import { decodeReferralEmail, parseBrokerCode } from '../domain/referral';

/**
 * Broker referral (§5, §9): a link may carry the broker code in `tk` and the referral e-mail as base64
 * in `e`. A valid code is kept for 3 months so that a contract signed later is attributed to the broker.
 */
export const REFERRAL_STORAGE_KEY = 'referral';

export interface Referral {
  brokerCode: string;
  email: string;
  storedAt: string;
}

function addMonths(date: Date, months: number): Date {
  const copy = new Date(date.getTime());
  copy.setMonth(copy.getMonth() + months);
  return copy;
}

export function readReferral(storage: Pick<Storage, 'getItem'> | undefined, now: Date): Referral | null {
  try {
    const raw = storage?.getItem(REFERRAL_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Referral>;
    const brokerCode = parseBrokerCode(typeof value.brokerCode === 'string' ? value.brokerCode : null);
    if (!brokerCode || typeof value.storedAt !== 'string') return null;
    const storedAt = new Date(value.storedAt);
    if (Number.isNaN(storedAt.getTime()) || addMonths(storedAt, REFERRAL_STORE_MONTHS) <= now) return null;
    return {
      brokerCode,
      email: typeof value.email === 'string' ? value.email : '',
      storedAt: value.storedAt,
    };
  } catch {
    return null;
  }
}

/** Reads `tk` and `e` from a URL query; stores a valid referral and returns the one in force. */
export function captureReferral(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  now: Date,
): Referral | null {
  const params = new URLSearchParams(search);
  const brokerCode = parseBrokerCode(params.get('tk'));
  if (brokerCode) {
    const referral: Referral = {
      brokerCode,
      email: decodeReferralEmail(params.get('e')),
      storedAt: now.toISOString(),
    };
    try {
      storage?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(referral));
    } catch {
      // storage unavailable: the referral lasts for this page only
    }
    return referral;
  }
  return readReferral(storage, now);
}
