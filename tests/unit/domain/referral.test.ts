import { describe, expect, it } from 'vitest';
import {
  decodeBase64Utf8,
  decodeReferralEmail,
  encodeBase64Utf8,
  parseBrokerCode,
} from '../../../src/domain/referral';

describe('broker referral code', () => {
  it.each([
    'AB123',
    'a',
    'BR-12/3',
    'ŠČĘĖĮŠŲŪŽ-ąčęėįšųūž',
    'X'.repeat(30),
    'AB12@broker.lt',
    'AB-1/2@sub.broker-x.com',
  ])('accepts %s', (code) => {
    expect(parseBrokerCode(code)).toBe(code);
  });

  it('trims surrounding whitespace', () => {
    expect(parseBrokerCode('  AB123 ')).toBe('AB123');
  });

  it.each([
    '',
    'X'.repeat(31),
    'AB 123',
    'AB_123',
    'AB123@',
    '@broker.lt',
    'AB123@broker',
    'AB123@broker.lt@x.lt',
    'AB123@bro_ker.lt',
    '<script>',
    'AB%20123',
    'Äb123',
  ])('ignores %s', (code) => {
    expect(parseBrokerCode(code)).toBeNull();
  });

  it('ignores a missing parameter', () => {
    expect(parseBrokerCode(null)).toBeNull();
    expect(parseBrokerCode(undefined)).toBeNull();
  });
});

describe('referral email from the e parameter', () => {
  it('decodes standard base64', () => {
    // btoa('jonas@example.lt')
    expect(decodeReferralEmail('am9uYXNAZXhhbXBsZS5sdA==')).toBe('jonas@example.lt');
  });

  it('decodes base64 without padding', () => {
    expect(decodeReferralEmail('am9uYXNAZXhhbXBsZS5sdA')).toBe('jonas@example.lt');
  });

  it('decodes URL-safe base64', () => {
    // 'a?>b@example.lt' encodes with '/' and '+' in standard base64
    const email = 'a?>?b@example.lt';
    const standard = encodeBase64Utf8(email);
    const urlSafe = encodeBase64Utf8(email, true);
    expect(standard).toMatch(/[+/]/);
    expect(urlSafe).not.toMatch(/[+/=]/);
    expect(decodeBase64Utf8(standard)).toBe(email);
    expect(decodeBase64Utf8(urlSafe)).toBe(email);
  });

  it('decodes UTF-8 text', () => {
    expect(decodeBase64Utf8(encodeBase64Utf8('Žemaitė ąčę'))).toBe('Žemaitė ąčę');
    expect(decodeBase64Utf8('xb1lbWFpdMSX')).toBe('Žemaitė');
  });

  it('gives an empty string for an invalid decode', () => {
    expect(decodeReferralEmail('')).toBe('');
    expect(decodeReferralEmail(null)).toBe('');
    expect(decodeReferralEmail('!!!not base64!!!')).toBe('');
    expect(decodeReferralEmail('abcde')).toBe('');
    // 0xff 0xfe is not valid UTF-8
    expect(decodeReferralEmail('//4=')).toBe('');
  });

  it('gives an empty string when the decoded text is not an email', () => {
    expect(decodeReferralEmail(encodeBase64Utf8('not an email'))).toBe('');
    expect(decodeReferralEmail(encodeBase64Utf8('jo*nas@example.lt'))).toBe('');
  });
});
