/**
 * Smart-ID RP API v3 computations, as SK's documentation defines them (rp-api: notification_based_flows,
 * device_link_flows, authcode, signature_protocols, callback_urls). Pure functions over strings and bytes,
 * shared by the real client (server/auth/eid/smart-id-client.ts) and the fake (server/fakes/sk/), so the
 * two can only agree by both following the documented formulas; SK's published vectors pin them
 * (tests/server/eid-sk-vectors.test.ts).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The authentication signature protocol and the signing one. */
export const ACSP_V2 = 'ACSP_V2';
export const RAW_DIGEST_SIGNATURE = 'RAW_DIGEST_SIGNATURE';

export type DeviceLinkType = 'QR' | 'Web2App' | 'App2App';
export type SessionType = 'auth' | 'sign' | 'cert';
export type InteractionType =
  'displayTextAndPIN' | 'confirmationMessage' | 'confirmationMessageAndVerificationCodeChoice';

export interface Interaction {
  type: InteractionType;
  displayText60?: string;
  displayText200?: string;
}

/** The only device-link version SK supports. */
export const DEVICE_LINK_VERSION = '1.0';

/** A fresh rpChallenge: 64 random bytes, Base64 (the documented recommendation). */
export function newRpChallenge(): string {
  return randomBytes(64).toString('base64');
}

/**
 * The 4-digit verification code of a notification authentication: the two rightmost bytes of
 * SHA-256(rpChallenge bytes) as an unsigned big-endian integer, mod 10000, zero-padded.
 */
export function notificationVerificationCode(rpChallengeBase64: string): string {
  const digest = createHash('sha256').update(Buffer.from(rpChallengeBase64, 'base64')).digest();
  return String(digest.readUInt16BE(digest.length - 2) % 10000).padStart(4, '0');
}

/** The `interactions` request field: Base64 of the JSON list (kept as sent: the signature covers it). */
export function encodeInteractions(interactions: readonly Interaction[]): string {
  return Buffer.from(JSON.stringify(interactions), 'utf8').toString('base64');
}

export function decodeInteractions(encoded: string): Interaction[] {
  const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  if (!Array.isArray(parsed)) throw new Error('interactions is not a list');
  return parsed as Interaction[];
}

const base64Of = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

export interface UnprotectedDeviceLinkParts {
  deviceLinkBase: string;
  deviceLinkType: DeviceLinkType;
  /** Seconds since the session-creation answer arrived: QR links only. */
  elapsedSeconds?: number;
  sessionToken: string;
  sessionType: SessionType;
  /** ISO 639-2 three-letter code of the fallback page ('lit', 'eng'). */
  lang: string;
}

/** The device link without its authCode, in the documented parameter order, without URL encoding. */
export function unprotectedDeviceLink(parts: UnprotectedDeviceLinkParts): string {
  const elapsed = parts.deviceLinkType === 'QR' ? `&elapsedSeconds=${String(parts.elapsedSeconds ?? 0)}` : '';
  return (
    `${parts.deviceLinkBase}?deviceLinkType=${parts.deviceLinkType}${elapsed}` +
    `&sessionToken=${parts.sessionToken}&sessionType=${parts.sessionType}` +
    `&version=${DEVICE_LINK_VERSION}&lang=${parts.lang}`
  );
}

export interface AuthCodePayloadParts {
  schemeName: string;
  /** ACSP_V2 (authentication), RAW_DIGEST_SIGNATURE (signing), '' (certificate choice). */
  signatureProtocol: string;
  /** rpChallenge (authentication) or digest (signing), Base64 as sent; '' for certificate choice. */
  challengeOrDigest: string;
  relyingPartyName: string;
  brokeredRpName?: string;
  /** The Base64 `interactions` exactly as sent. */
  interactions: string;
  /** Empty for QR links. */
  initialCallbackUrl: string;
  unprotectedDeviceLink: string;
}

export function authCodePayload(parts: AuthCodePayloadParts): string {
  return [
    parts.schemeName,
    parts.signatureProtocol,
    parts.challengeOrDigest,
    base64Of(parts.relyingPartyName),
    parts.brokeredRpName ? base64Of(parts.brokeredRpName) : '',
    parts.interactions,
    parts.initialCallbackUrl,
    parts.unprotectedDeviceLink,
  ].join('|');
}

/** authCode = BASE64URL(HMAC-SHA256(sessionSecret, authCodePayload)). */
export function authCode(sessionSecretBase64: string, payload: string): string {
  return createHmac('sha256', Buffer.from(sessionSecretBase64, 'base64'))
    .update(payload, 'utf8')
    .digest('base64url');
}

export interface DeviceLinkParts extends UnprotectedDeviceLinkParts {
  schemeName: string;
  signatureProtocol: string;
  challengeOrDigest: string;
  relyingPartyName: string;
  interactions: string;
  /** Web2App / App2App: the callback URL sent at creation; QR: ignored (the payload has it empty). */
  initialCallbackUrl: string;
  sessionSecret: string;
}

/** The complete device link (QR content or Web2App URL): the unprotected link plus its authCode. */
export function deviceLink(parts: DeviceLinkParts): string {
  const unprotected = unprotectedDeviceLink(parts);
  const code = authCode(
    parts.sessionSecret,
    authCodePayload({
      schemeName: parts.schemeName,
      signatureProtocol: parts.signatureProtocol,
      challengeOrDigest: parts.challengeOrDigest,
      relyingPartyName: parts.relyingPartyName,
      interactions: parts.interactions,
      initialCallbackUrl: parts.deviceLinkType === 'QR' ? '' : parts.initialCallbackUrl,
      unprotectedDeviceLink: unprotected,
    }),
  );
  return `${unprotected}&authCode=${code}`;
}

export interface AcspV2Parts {
  schemeName: string;
  serverRandom: string;
  rpChallenge: string;
  userChallenge: string;
  relyingPartyName: string;
  brokeredRpName?: string;
  /** The Base64 `interactions` exactly as sent. */
  interactions: string;
  interactionTypeUsed: string;
  /** Empty for QR and notification flows. */
  initialCallbackUrl: string;
  flowType: string;
}

/** The ACSP_V2 payload an authentication signature covers (UTF-8 of this string). */
export function acspV2Payload(parts: AcspV2Parts): string {
  return [
    parts.schemeName,
    ACSP_V2,
    parts.serverRandom,
    parts.rpChallenge,
    parts.userChallenge,
    base64Of(parts.relyingPartyName),
    parts.brokeredRpName ? base64Of(parts.brokeredRpName) : '',
    createHash('sha256').update(parts.interactions, 'utf8').digest('base64'),
    parts.interactionTypeUsed,
    parts.initialCallbackUrl,
    parts.flowType,
  ].join('|');
}

/** The callback's sessionSecretDigest: BASE64URL(SHA-256(sessionSecret bytes)). */
export function sessionSecretDigest(sessionSecretBase64: string): string {
  return createHash('sha256').update(Buffer.from(sessionSecretBase64, 'base64')).digest('base64url');
}

/** The userChallenge the app signs: BASE64URL(SHA-256(userChallengeVerifier as sent, not decoded)). */
export function userChallengeOf(userChallengeVerifier: string): string {
  return createHash('sha256').update(userChallengeVerifier, 'utf8').digest('base64url');
}

/** `PNOLT-<personal code>`: the ETSI natural-person semantics identifier of a Lithuanian personal code. */
export function etsiPersonalNumber(personalCode: string): string {
  return `PNOLT-${personalCode}`;
}
