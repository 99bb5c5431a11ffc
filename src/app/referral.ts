/**
 * Broker referral (§5, §9): a link may carry the broker code in `tk` and the referral e-mail as base64
 * in `e`. A valid code is kept for 3 months so that a contract signed later is attributed to the broker.
 */
import {
  decodeReferralEmail,
  parseBrokerCode,
  readReferral,
  REFERRAL_STORAGE_KEY,
  type Referral,
} from '../domain/referral';

export { readReferral, type Referral };

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
