import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_STORE_MONTHS } from './constants';
import { isValidEmail, normalizeEmail } from './email';

const CODE_CHARS = 'A-Za-z0-9ąčęėįšųūžĄČĘĖĮŠŲŪŽ/\\-';
const BROKER_CODE_PATTERN = new RegExp(
  `^[${CODE_CHARS}]{1,${REFERRAL_CODE_MAX_LENGTH}}(?:@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,})?$`,
);

/**
 * A broker referral code from a link: 1-30 letters (Lithuanian ones included), digits, '-' or '/',
 * optionally followed by '@' and a simple domain ('AB-12/3@broker.lt'). Anything else is ignored (null).
 */
export function parseBrokerCode(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const code = raw.trim();
  return BROKER_CODE_PATTERN.test(code) ? code : null;
}

const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes standard or URL-safe base64 (padding optional) as UTF-8; null when it is not valid. */
export function decodeBase64Utf8(value: string): string | null {
  let base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64_PATTERN.test(base64)) return null;
  base64 = base64.replace(/=+$/, '');
  if (base64.length % 4 === 1) return null;
  base64 += '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes text as UTF-8 base64 (URL-safe without padding when `urlSafe`), e.g. to build referral links. */
export function encodeBase64Utf8(value: string, urlSafe = false): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const base64 = btoa(binary);
  return urlSafe ? base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : base64;
}

/** The referral email from the link's base64 parameter `e`; '' when it does not decode to an email. */
export function decodeReferralEmail(e: string | null | undefined): string {
  if (!e) return '';
  const decoded = decodeBase64Utf8(e);
  if (decoded === null || !isValidEmail(decoded)) return '';
  return normalizeEmail(decoded);
}

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

/** The referral kept in `storage`, while within its 3 months (§9); null otherwise. */
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
