/**
 * Contract of the auth server (§7 "Auth server (form-encoded POST)", §8 login errors).
 *
 * Every request is `application/x-www-form-urlencoded`; every answer is JSON. Errors follow RFC 6749 §5.2:
 * HTTP 400 (401 for invalid_client) with `{ error, error_description? }`, and `Cache-Control: no-store`.
 *
 * Shared by the reference server (validation) and the SPA (typing, parsing); no Node- or browser-only code.
 */
import { z } from 'zod';
import { PersonalCode } from './common';
import { EID_PROVIDERS, SERVER_LOGIN_ERROR_CODES, STEP_UP_ACTIONS } from './auth-codes';

// ---------------------------------------------------------------------------------------------
// Paths and constant values.
// ---------------------------------------------------------------------------------------------

export const EidProvider = z.enum(EID_PROVIDERS);

// ---------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------

/** Mobile-ID phone number as sent: +370 form without the plus or spaces, e.g. '37060000666'. */
export const EidPhoneNumber = z.string().regex(/^370\d{8}$/, 'phone_number must be 370 followed by 8 digits');

export const EidInitiateRequest = z
  .object({
    provider: EidProvider,
    client_id: z.string().min(1),
    personal_code: PersonalCode,
    phone_number: EidPhoneNumber.optional(),
  })
  .refine((value) => value.provider !== 'pension_mobile_id' || value.phone_number !== undefined, {
    message: 'phone_number is required for Mobile-ID',
    path: ['phone_number'],
  });
export type EidInitiateRequest = z.infer<typeof EidInitiateRequest>;

export const EidInitiateResponse = z.object({
  /** Four digits shown to the person; they compare it with the code on their phone. */
  control_code: z.string().regex(/^\d{4}$/),
  /** Opaque handle of the pending session; exchanged with grant_type=eid_token. */
  token: z.string().min(1),
  /** Seconds until the pending session expires (the 120 s window). Optional: an addition to §7. */
  expires_in: z.number().int().positive().optional(),
});
export type EidInitiateResponse = z.infer<typeof EidInitiateResponse>;

export const EidTokenGrant = z.object({
  grant_type: z.literal('eid_token'),
  client_id: z.string().min(1),
  token: z.string().min(1),
  scope: z.string().optional(),
});
export const RefreshTokenGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
  client_id: z.string().optional(),
  scope: z.string().optional(),
});
export const PasswordGrant = z.object({
  grant_type: z.literal('password'),
  provider: z.string().optional(),
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  client_id: z.string().optional(),
  scope: z.string().optional(),
});
export const SbTokenGrant = z.object({
  grant_type: z.literal('login_sb_token'),
  token: z.string().min(1),
  client_id: z.string().optional(),
  scope: z.string().optional(),
});
export const TokenRequest = z.discriminatedUnion('grant_type', [
  EidTokenGrant,
  RefreshTokenGrant,
  PasswordGrant,
  SbTokenGrant,
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  id_token: z.string().min(1),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** Lifetime of the access token in seconds. */
  expires_in: z.number().int().positive(),
  token_type: z.literal('Bearer'),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** RFC 7009 revocation request (logout). Answer: 200 with an empty JSON object, also for unknown tokens. */
export const RevocationRequest = z.object({
  token: z.string().min(1),
  token_type_hint: z.enum(['refresh_token', 'access_token']).optional(),
  client_id: z.string().optional(),
});
export type RevocationRequest = z.infer<typeof RevocationRequest>;

// ---------------------------------------------------------------------------------------------
// Registration by Smart-ID / Mobile-ID (an addition to §7: §2 /register/smart-id, /register/mobile-id).
// ---------------------------------------------------------------------------------------------

/**
 * POST /connect/register/initiate: the same fields and answer as /connect/eid/initiate; the pending eID
 * session is marked for registration, so its token is refused by grant eid_token (and a login token by
 * /connect/register/complete). Refused before any eID session with `minor_not_allowed` (under 18) or
 * `already_registered` (already a customer).
 */
export const RegisterInitiateRequest = EidInitiateRequest;
export type RegisterInitiateRequest = EidInitiateRequest;
export const RegisterInitiateResponse = EidInitiateResponse;
export type RegisterInitiateResponse = EidInitiateResponse;

/**
 * POST /connect/register/complete, polled like grant eid_token: `authorization_pending` until the person
 * confirms, then `{ status: 'registered' }` once (the person is recorded as a potential customer and can log
 * in), or a §8 error (user_cancelled, session_expired, ...), repeated to later polls.
 */
export const RegisterCompleteRequest = z.object({
  client_id: z.string().min(1),
  token: z.string().min(1),
});
export type RegisterCompleteRequest = z.infer<typeof RegisterCompleteRequest>;

export const RegisterCompleteResponse = z.object({ status: z.literal('registered') });
export type RegisterCompleteResponse = z.infer<typeof RegisterCompleteResponse>;

// ---------------------------------------------------------------------------------------------
// Qualify: a fresh eID confirmation for a sensitive change (§4 Qualify; docs/security.md).
// ---------------------------------------------------------------------------------------------

export const StepUpAction = z.enum(STEP_UP_ACTIONS);
export type StepUpAction = z.infer<typeof StepUpAction>;

/**
 * POST /connect/qualify/initiate, with `Authorization: Bearer <access token>`: the eID payload of
 * /connect/eid/initiate (§7 "the qualify variant has the same payload") plus the change it confirms.
 * The person is the logged-in customer: `personal_code` may be left out; when sent it must be theirs
 * (else invalid_request). Answers like /connect/eid/initiate; 401 `invalid_token` without a valid bearer.
 */
export const QualifyInitiateRequest = z
  .object({
    provider: EidProvider,
    client_id: z.string().min(1),
    personal_code: PersonalCode.optional(),
    phone_number: EidPhoneNumber.optional(),
    action: StepUpAction,
  })
  .refine((value) => value.provider !== 'pension_mobile_id' || value.phone_number !== undefined, {
    message: 'phone_number is required for Mobile-ID',
    path: ['phone_number'],
  });
export type QualifyInitiateRequest = z.infer<typeof QualifyInitiateRequest>;
export const QualifyInitiateResponse = EidInitiateResponse;

/**
 * POST /connect/qualify/complete, same bearer, polled like grant eid_token: authorization_pending until the
 * person confirms, then once the step-up confirmation (single use, valid `expires_in` seconds = 300, for
 * this customer and `action` only), or a §8 error repeated to later polls.
 */
export const QualifyCompleteRequest = z.object({
  client_id: z.string().min(1),
  token: z.string().min(1),
});
export type QualifyCompleteRequest = z.infer<typeof QualifyCompleteRequest>;

export const QualifyCompleteResponse = z.object({
  confirmation: z.string().min(1),
  expires_in: z.number().int().positive(),
  action: StepUpAction,
});
export type QualifyCompleteResponse = z.infer<typeof QualifyCompleteResponse>;

// ---------------------------------------------------------------------------------------------
// Smart-ID device-link login (QR code, Web2App) and the remembered browser: additions to §7.
// ---------------------------------------------------------------------------------------------

/** ISO 639-2 language of SK's fallback page behind the links (the portal's language). */
export const DeviceLinkLang = z.enum(['lit', 'eng']);

/**
 * POST /connect/eid/device-link/initiate: starts an anonymous Smart-ID login and sets the browser-binding
 * cookie (HttpOnly, SameSite=Lax, path /connect/eid/device-link). `qr` is the QR code's content now,
 * `web2app` the link a phone opens; both come from the server only (the session secret never leaves it).
 */
export const DeviceLinkInitiateRequest = z.object({
  client_id: z.string().min(1),
  lang: DeviceLinkLang.optional(),
});
export type DeviceLinkInitiateRequest = z.infer<typeof DeviceLinkInitiateRequest>;

export const DeviceLinkLinksResponse = z.object({
  /** The QR code's content: render it at once; it is stale after 1 s (never show one older than 3 s). */
  qr: z.string().url(),
  /** The Web2App link ("open Smart-ID" on a phone); it does not change. */
  web2app: z.string().url(),
  /** Seconds left of the 120 s window. */
  expires_in: z.number().int().nonnegative(),
});
export type DeviceLinkLinksResponse = z.infer<typeof DeviceLinkLinksResponse>;

export const DeviceLinkInitiateResponse = DeviceLinkLinksResponse.extend({
  /** Opaque handle of the session: polled with grant_type=eid_token like a notification login. */
  token: z.string().min(1),
});
export type DeviceLinkInitiateResponse = z.infer<typeof DeviceLinkInitiateResponse>;

/** POST /connect/eid/device-link/links: the links rebuilt now; poll every second while showing the QR. */
export const DeviceLinkLinksRequest = z.object({
  client_id: z.string().min(1),
  token: z.string().min(1),
  lang: DeviceLinkLang.optional(),
});
export type DeviceLinkLinksRequest = z.infer<typeof DeviceLinkLinksRequest>;

/**
 * POST /connect/eid/device-link/callback: the query of the callback URL the Smart-ID app opened
 * (DEVICE_LINK_CALLBACK_PATH?value=…&sessionSecretDigest=…&userChallengeVerifier=…), posted by that page
 * with the binding cookie. Answers tokens once (and remembers the browser); a callback in another browser
 * than the login's, or a second use, is invalid_grant.
 */
export const DeviceLinkCallbackRequest = z.object({
  client_id: z.string().min(1),
  value: z.string().min(1).max(200),
  sessionSecretDigest: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  userChallengeVerifier: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  scope: z.string().optional(),
});
export type DeviceLinkCallbackRequest = z.infer<typeof DeviceLinkCallbackRequest>;

/**
 * POST /connect/eid/remembered/initiate (with the remembered-browser cookie, set after a device-link
 * login): a Smart-ID notification login for the person the browser remembers; answers like
 * /connect/eid/initiate. No or an expired cookie: invalid_grant.
 */
export const RememberedInitiateRequest = z.object({ client_id: z.string().min(1) });
export type RememberedInitiateRequest = z.infer<typeof RememberedInitiateRequest>;

// ---------------------------------------------------------------------------------------------
// Errors (RFC 6749 §5.2 body, §8 codes).
// ---------------------------------------------------------------------------------------------

/** Every `error` value the auth server sends: RFC 6749's (§5.2) and the §8 login codes. */
export const AuthServerErrorCode = z.enum([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  ...SERVER_LOGIN_ERROR_CODES,
]);
export type AuthServerErrorCode = z.infer<typeof AuthServerErrorCode>;

export const AuthErrorBody = z.object({
  error: z.string().min(1),
  error_description: z.string().optional(),
  /** ip_banned / rate_limited: until when (ISO 8601). */
  blocked_until: z.string().optional(),
});
export type AuthErrorBody = z.infer<typeof AuthErrorBody>;
