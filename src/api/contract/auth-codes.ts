/**
 * The auth server's constants and login error codes without any schema library, so that the machines and
 * the login screens (the first JavaScript a visitor downloads) stay small. `auth.ts` builds the zod
 * schemas from these lists.
 */

export const AUTH_PATHS = {
  eidInitiate: '/connect/eid/initiate',
  token: '/connect/token',
  revocation: '/connect/revocation',
  jwks: '/connect/jwks',
  /** Dev/test only (simulator on): mints a bank-portal handover token for a personal code. */
  /** Registration by Smart-ID / Mobile-ID: starts an eID session whose purpose is 'register'. */
  registerInitiate: '/connect/register/initiate',
  /** Polled like grant eid_token: authorization_pending until confirmed, then records the person. */
  registerComplete: '/connect/register/complete',
  /**
   * Qualify (§4: a second eID confirmation while logged in), with the customer's bearer token: starts an
   * eID session for one sensitive change (the same payload as eidInitiate, plus `action`).
   */
  qualifyInitiate: '/connect/qualify/initiate',
  /** Polled like grant eid_token; once confirmed, answers the single-use step-up confirmation. */
  qualifyComplete: '/connect/qualify/complete',
  /**
   * Smart-ID device-link login (QR on a desktop, Web2App on a phone): starts an anonymous session and
   * binds it to this browser (a SameSite=Lax cookie); answers the token and the first links.
   */
  deviceLinkInitiate: '/connect/eid/device-link/initiate',
  /** The links rebuilt now (the QR's elapsedSeconds): polled every second while the QR is shown. */
  deviceLinkLinks: '/connect/eid/device-link/links',
  /** The Web2App return: the callback URL's parameters, posted by the browser the app opened; answers tokens. */
  deviceLinkCallback: '/connect/eid/device-link/callback',
  /** A browser that completed a device-link login starts a notification login for its remembered person. */
  rememberedInitiate: '/connect/eid/remembered/initiate',
  /** Forgets the remembered person of this browser. */
  rememberedForget: '/connect/eid/remembered/forget',
} as const;

/** The portal route the Smart-ID app opens after a Web2App login (the callback URL, under PUBLIC_URL). */
export const DEVICE_LINK_CALLBACK_PATH = '/login/smart-id/callback';

/** The sensitive changes that need a fresh eID confirmation (docs/security.md). */
export const STEP_UP_ACTIONS = ['password', 'contacts', 'bank-account', 'signing'] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];

/** The one public client of the auth server: the portal SPA. */
export const PORTAL_CLIENT_ID = 'pension-portal';

/** §7: the scope every token request asks for. */
export const AUTH_SCOPE = 'offline_access openid sbam';

/** §3 login provider values sent to the auth server. */
export const EID_PROVIDERS = ['pension_smart_id', 'pension_mobile_id'] as const;
export type EidProvider = (typeof EID_PROVIDERS)[number];

/** Provider value of the password grant. */
export const PASSWORD_PROVIDER = 'pension_password';

/** §3 "provider: password, Smart-ID, Mobile-ID, SB login" - the provider an error is attributed to. */
export const LOGIN_PROVIDERS = ['password', 'smart_id', 'mobile_id', 'sb'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

export function loginProviderOf(provider: EidProvider): LoginProvider {
  return provider === 'pension_smart_id' ? 'smart_id' : 'mobile_id';
}

/** '+370 600 00666' -> '37060000666' (the §7 "without plus or spaces" form). */
export function toEidPhoneNumber(phone: string): string {
  return phone.replace(/[\s+]/g, '');
}

/**
 * The §8 login codes the auth server sends as RFC 6749 `error` values, with its additions: `wrong_vc`
 * (Smart-ID: the person chose a wrong verification code on the phone), `phone_absent` (Mobile-ID: the phone
 * is off or out of reach), the IP ban (403 `ip_banned`) and the rate limit (429 `rate_limited`), both with
 * `blocked_until`.
 */
export const SERVER_LOGIN_ERROR_CODES = [
  'authorization_pending',
  'user_cancelled',
  'session_expired',
  'smart_id_does_not_exist',
  'smart_id_basic',
  'mobile_id_does_not_exist',
  'user_not_found',
  'user_not_onboarded',
  'user_locked',
  'server_error',
  'wrong_vc',
  'phone_absent',
  'ip_banned',
  'rate_limited',
  /** Registration: the person is under 18 (refused before any eID session; §6 adults only). */
  'minor_not_allowed',
  /** Registration: the person is already a customer (contracts, or registered before): log in instead. */
  'already_registered',
  /** Smart-ID / Mobile-ID is not configured on this server (no simulator, no real eID client). */
  'eid_not_configured',
] as const;

/**
 * What the portal distinguishes when a login fails (§8): the server's login codes, and two of RFC 6749's.
 * `invalid_grant` covers a wrong username or password and an expired or reused token; `unknown` is every
 * unrecognised code.
 */
export const LOGIN_ERROR_CODES = [
  ...SERVER_LOGIN_ERROR_CODES,
  'invalid_request',
  'invalid_grant',
  'unknown',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** §8: recognised codes map to themselves, client-side problems to invalid_request, the rest to unknown. */
export function toLoginError(code: unknown): LoginErrorCode {
  if (typeof code !== 'string') return 'unknown';
  if ((LOGIN_ERROR_CODES as readonly string[]).includes(code)) return code as LoginErrorCode;
  switch (code) {
    case 'invalid_client':
    case 'unauthorized_client':
    case 'unsupported_grant_type':
    case 'invalid_scope':
      return 'invalid_request';
    default:
      return 'unknown';
  }
}
