import { describe, expect, it } from 'vitest';
import { readConsent, storeConsent } from '../../../src/app/cookie-consent-store';
import { captureReferral, readReferral } from '../../../src/app/referral';
import { safeReturnUrl } from '../../../src/domain/return-url';
import { isWithin } from '../../../src/domain/time-window';
import { readStoredLocale } from '../../../src/i18n/locale';
import { preferredLoginPath } from '../../../src/domain/login-method';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('loginMethod (§2 /login index)', () => {
  it('goes to mobile-id only when mobile-id was stored', () => {
    expect(preferredLoginPath(memoryStorage({ loginMethod: 'mobile-id' }))).toBe('/login/mobile-id');
    expect(preferredLoginPath(memoryStorage({ loginMethod: 'smart-id' }))).toBe('/login/smart-id');
    expect(preferredLoginPath(memoryStorage({ loginMethod: 'password' }))).toBe('/login/smart-id');
    expect(preferredLoginPath(memoryStorage({ loginMethod: '{"x":1}' }))).toBe('/login/smart-id');
    expect(preferredLoginPath(memoryStorage())).toBe('/login/smart-id');
    expect(preferredLoginPath(undefined)).toBe('/login/smart-id');
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(preferredLoginPath(throwing)).toBe('/login/smart-id');
    expect(readStoredLocale(throwing)).toBe('lt');
  });
});

describe('language', () => {
  it('accepts lt and en, anything else falls back to Lithuanian', () => {
    expect(readStoredLocale(memoryStorage({ language: 'en' }))).toBe('en');
    expect(readStoredLocale(memoryStorage({ language: 'lt' }))).toBe('lt');
    expect(readStoredLocale(memoryStorage({ language: 'EN' }))).toBe('lt');
    expect(readStoredLocale(memoryStorage({ language: 'ru' }))).toBe('lt');
    expect(readStoredLocale(memoryStorage())).toBe('lt');
  });
});

describe('cookie consent (30 days, §9)', () => {
  const decided = new Date('2026-01-01T10:00:00Z');
  it('is remembered for 30 days and asked again after', () => {
    const storage = memoryStorage();
    storeConsent(storage, false, decided);
    expect(readConsent(storage, new Date('2026-01-30T10:00:00Z'))).toEqual({
      analytics: false,
      decidedAt: decided.toISOString(),
    });
    expect(readConsent(storage, new Date('2026-01-31T10:00:00Z'))).toBeNull();
  });
  it('ignores tampered values', () => {
    expect(readConsent(memoryStorage({ cookieConsent: 'yes' }), decided)).toBeNull();
    expect(
      readConsent(memoryStorage({ cookieConsent: '{"analytics":"yes","decidedAt":"x"}' }), decided),
    ).toBeNull();
    expect(
      readConsent(memoryStorage({ cookieConsent: '{"analytics":true,"decidedAt":"nope"}' }), decided),
    ).toBeNull();
  });
});

describe('broker referral (§5, kept 3 months)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('captures a valid code and the base64 e-mail', () => {
    const storage = memoryStorage();
    const email = btoa('petras@example.lt');
    const referral = captureReferral(`?tk=AB-12/3&e=${email}`, storage, now);
    expect(referral).toMatchObject({ brokerCode: 'AB-12/3', email: 'petras@example.lt' });
    expect(readReferral(storage, new Date('2026-05-31T12:00:00Z'))?.brokerCode).toBe('AB-12/3');
    expect(readReferral(storage, new Date('2026-06-02T12:00:00Z'))).toBeNull();
  });
  it('ignores an invalid code and keeps the earlier referral', () => {
    const storage = memoryStorage();
    captureReferral('?tk=GOOD1', storage, now);
    expect(captureReferral('?tk=<script>', storage, now)?.brokerCode).toBe('GOOD1');
    expect(captureReferral('?tk=' + 'x'.repeat(31), memoryStorage(), now)).toBeNull();
  });
  it('an invalid base64 e-mail becomes empty', () => {
    expect(captureReferral('?tk=ABC&e=%%%', memoryStorage(), now)?.email).toBe('');
  });
});

describe('return URL after login', () => {
  it('follows only same-site paths', () => {
    expect(safeReturnUrl('/portal/reports')).toBe('/portal/reports');
    expect(safeReturnUrl('//evil.example/x')).toBeUndefined();
    expect(safeReturnUrl('https://evil.example')).toBeUndefined();
    expect(safeReturnUrl('/\\evil.example')).toBeUndefined();
    expect(safeReturnUrl('/login/smart-id')).toBeUndefined();
    expect(safeReturnUrl(42)).toBeUndefined();
  });
});

describe('maintenance window', () => {
  it('is inclusive at the start and exclusive at the end', () => {
    const from = new Date('2024-05-18T17:00:00Z');
    const to = new Date('2024-05-19T05:00:00Z');
    expect(isWithin(from, from, to)).toBe(true);
    expect(isWithin(to, from, to)).toBe(false);
    expect(isWithin(new Date('2026-11-22T10:00:00Z'), from, to)).toBe(false);
  });
});
