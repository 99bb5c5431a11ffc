/**
 * SK ID Solutions' published test vectors, computed by our own Smart-ID / Mobile-ID code: the Smart-ID
 * notification verification code (rp-api notification_based_flows: 7180), the authCode table (rp-api
 * authcode: its nine rows, Web2App, App2App and QR for authentication, signing and certificate choice),
 * the ACSP_V2 digest (rp-api signature_protocols) and the Mobile-ID verification code (MID README §2.4.1:
 * 1462). The inputs are SK's, copied from those pages.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acspV2Payload,
  authCode,
  authCodePayload,
  notificationVerificationCode,
  sessionSecretDigest,
  unprotectedDeviceLink,
  userChallengeOf,
} from '../../server/auth/eid/smart-id-protocol';
import { displayTextFormat, mobileIdVerificationCode } from '../../server/auth/eid/mobile-id-protocol';

const RP_CHALLENGE =
  'GYS+yoah6emAcVDNIajwSs6UB/M95XrDxMzXBUkwQJ9YFDipXXzGpPc7raWcuc2+TEoRc7WvIZ/7dU/iRXenYg==';
const SESSION_SECRET = 'B98ODiVCebRedSwdTk51zFSaGYyHtY1H2A0ocAi3/Ps=';
const INTERACTIONS =
  'W3sidHlwZSI6ImNvbmZpcm1hdGlvbk1lc3NhZ2UiLCJkaXNwbGF5VGV4dDIwMCI6IkxvbmdlciBkZXNjcmlwdGlvbiBvZiB0aGUgdHJhbnNhY3Rpb24gY29udGV4dCJ9LHsidHlwZSI6ImRpc3BsYXlUZXh0QW5kUElOIiwiZGlzcGxheVRleHQ2MCI6IlNob3J0IGRlc2NyaXB0aW9uIG9mIHRoZSB0cmFuc2FjdGlvbiBjb250ZXh0In1d';
const CALLBACK = 'https://rp.example.com/callback-url?value=RrKjjT4aggzu27YBddX1bQ';

const DIGEST = 'FNZFFya5wGLv9b27fZngaWrOBqle4tGwxZuDFRBdPl1RQvxJsfoqvTbjafd+8BcehMOQGvak6zlP+F8tga4bfQ==';

/**
 * SK's authCode table (rp-api authcode, Examples 1-9): every device-link type for each session type, with
 * SK's inputs. Authentication signs the rpChallenge with ACSP_V2; signing the digest with
 * RAW_DIGEST_SIGNATURE; certificate choice has neither, nor interactions. QR links carry no callback URL.
 */
const AUTH_CODE_TABLE = [
  ['Web2App', 'auth', 'aegUh6gCKkXBJhhvtJqSTWB5_2W8TDQt5eZ7db6krv0'],
  ['Web2App', 'sign', 'R0iNcUp8nK1nqrcVFWerXUfWMSjwDOMC6MAHKrckaH8'],
  ['Web2App', 'cert', 'PI1qYa9_l6zR-v6Pkre6ycSm7S3BGiOQSe5OQlw4UJg'],
  ['App2App', 'auth', '00NRcgi4Jk7WdIwgMPlyM8wRy9KMu4C_oQvd-N6PKoo'],
  ['App2App', 'sign', '8QZ16rkBW_ffkq6osT7UH1DbUlF9gEOZevgj-A0VNbM'],
  ['App2App', 'cert', 'AtayuRPP3N59wXF8Cijwjt3pQ16knW2L-5VLDTRD_KU'],
  ['QR', 'auth', 'OY1eHaD4UYedrBwtqUbSkpa0w7ttm4FllPkCD_3wlE0'],
  ['QR', 'sign', '5PZVhiNDTnt1MjLz8_YCjnNtR7p0iGevaL2G1ajfMco'],
  ['QR', 'cert', 'T5pDDPAjoMS0byqS-FoaWVjlubODXoCCF4XDB4HeYNo'],
] as const;

describe('Smart-ID vectors', () => {
  it.each(AUTH_CODE_TABLE)("SK's authCode table: %s %s", (deviceLinkType, sessionType, expected) => {
    const link = unprotectedDeviceLink({
      deviceLinkBase: 'https://smart-id.com/device-link',
      deviceLinkType,
      ...(deviceLinkType === 'QR' ? { elapsedSeconds: 22 } : {}),
      sessionToken: 'wGIrqveE6AuGDATZKmR1mtAZ',
      sessionType,
      lang: 'eng',
    });
    const payload = authCodePayload({
      schemeName: 'smart-id',
      signatureProtocol: { auth: 'ACSP_V2', sign: 'RAW_DIGEST_SIGNATURE', cert: '' }[sessionType],
      challengeOrDigest: { auth: RP_CHALLENGE, sign: DIGEST, cert: '' }[sessionType],
      relyingPartyName: 'DEMO',
      brokeredRpName: 'Example RP',
      interactions: sessionType === 'cert' ? '' : INTERACTIONS,
      initialCallbackUrl: deviceLinkType === 'QR' ? '' : CALLBACK,
      unprotectedDeviceLink: link,
    });
    expect(authCode(SESSION_SECRET, payload)).toBe(expected);
  });

  it("the notification verification code of SK's rpChallenge is 7180", () => {
    expect(notificationVerificationCode(RP_CHALLENGE)).toBe('7180');
  });

  it('authCode of the Web2App authentication link (Example 1)', () => {
    const link = unprotectedDeviceLink({
      deviceLinkBase: 'https://smart-id.com/device-link',
      deviceLinkType: 'Web2App',
      sessionToken: 'wGIrqveE6AuGDATZKmR1mtAZ',
      sessionType: 'auth',
      lang: 'eng',
    });
    expect(link).toBe(
      'https://smart-id.com/device-link?deviceLinkType=Web2App&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=eng',
    );
    const payload = authCodePayload({
      schemeName: 'smart-id',
      signatureProtocol: 'ACSP_V2',
      challengeOrDigest: RP_CHALLENGE,
      relyingPartyName: 'DEMO',
      brokeredRpName: 'Example RP',
      interactions: INTERACTIONS,
      initialCallbackUrl: CALLBACK,
      unprotectedDeviceLink: link,
    });
    expect(authCode(SESSION_SECRET, payload)).toBe('aegUh6gCKkXBJhhvtJqSTWB5_2W8TDQt5eZ7db6krv0');
  });

  it('authCode of the QR authentication link at 22 s (Example 7): empty callback URL', () => {
    const link = unprotectedDeviceLink({
      deviceLinkBase: 'https://smart-id.com/device-link',
      deviceLinkType: 'QR',
      elapsedSeconds: 22,
      sessionToken: 'wGIrqveE6AuGDATZKmR1mtAZ',
      sessionType: 'auth',
      lang: 'eng',
    });
    expect(link).toBe(
      'https://smart-id.com/device-link?deviceLinkType=QR&elapsedSeconds=22&sessionToken=wGIrqveE6AuGDATZKmR1mtAZ&sessionType=auth&version=1.0&lang=eng',
    );
    const payload = authCodePayload({
      schemeName: 'smart-id',
      signatureProtocol: 'ACSP_V2',
      challengeOrDigest: RP_CHALLENGE,
      relyingPartyName: 'DEMO',
      brokeredRpName: 'Example RP',
      interactions: INTERACTIONS,
      initialCallbackUrl: '',
      unprotectedDeviceLink: link,
    });
    expect(authCode(SESSION_SECRET, payload)).toBe('OY1eHaD4UYedrBwtqUbSkpa0w7ttm4FllPkCD_3wlE0');
  });

  it('the ACSP_V2 digest of the documented Web2App answer', () => {
    const payload = acspV2Payload({
      schemeName: 'smart-id',
      serverRandom: 'MTlop6EXCrQ6FOErcKjxUhbV',
      rpChallenge: RP_CHALLENGE,
      userChallenge: 'GnsWXXEjTCKR89fj9uo5u5ReBZ9JR7_pezLAI5jMS00',
      relyingPartyName: 'DEMO',
      brokeredRpName: 'Example RP',
      interactions: INTERACTIONS,
      interactionTypeUsed: 'confirmationMessage',
      initialCallbackUrl: CALLBACK,
      flowType: 'Web2App',
    });
    expect(createHash('sha512').update(payload, 'utf8').digest('base64')).toBe(
      'pKOjbNl/5Fy8NfrFqsj6pSn8W8O+Ik8rM33QSsbyD3J9qDJvEm90SboUciuY4wHGWa0Pnq8BgT3NJKmJiUDfKg==',
    );
  });

  it('callback digests are Base64URL SHA-256 (sessionSecret decoded, verifier as sent)', () => {
    expect(sessionSecretDigest(SESSION_SECRET)).toBe(
      createHash('sha256').update(Buffer.from(SESSION_SECRET, 'base64')).digest('base64url'),
    );
    expect(userChallengeOf('XtPfaGa8JnGtYrJjboooUf0KfY9sMEHrWFpSQrsUv9c')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('Mobile-ID vectors', () => {
  it('the verification code of the README hash 2f665f6a…8cb6 is 1462', () => {
    expect(mobileIdVerificationCode(Buffer.from('2f665f6a6999e0ef0752e00ec9f453adf59d8cb6', 'hex'))).toBe(
      '1462',
    );
  });

  it('display text with Lithuanian letters goes as UCS-2, plain text as GSM-7', () => {
    expect(displayTextFormat('Prisijungimas prie pensiju')).toBe('GSM-7');
    expect(displayTextFormat('Prisijungimas prie pensijų')).toBe('UCS-2');
  });
});
