/**
 * Types shared by the auth machines (session, eID login, qualify, inactivity) and the pure helpers that
 * turn whatever an actor rejected with into a §8 login error code.
 *
 * Actors are implemented at the composition root (src/app) over src/api; they resolve with the shapes
 * below and reject with an `AuthFlowError` (or anything carrying a string `code` / RFC 6749 `error`).
 */
import {
  toLoginError,
  type EidProvider,
  type LoginErrorCode,
  type LoginProvider,
} from '../../src/api/contract/auth-codes';

export type { EidProvider, LoginErrorCode, LoginProvider };

/** The token set of a successful login or refresh, as the machines keep it. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** Lifetime of the access token in seconds (`expires_in`). */
  expiresIn: number;
  /** When the token response was received (ms since epoch, read by the actor, not by the machine). */
  issuedAt: number;
}

/**
 * What a finished qualify (§4) gives: the step-up confirmation a sensitive change sends to the API
 * (single use, valid 5 minutes, for one customer and one change; docs/security.md).
 */
export interface StepUpConfirmation {
  confirmation: string;
  /** When it stops being accepted (ms since epoch, read by the actor). */
  expiresAt: number;
}

/** A login error as the session keeps it: the §8 code and the provider it came from (§3). */
export interface LoginError {
  code: LoginErrorCode;
  provider: LoginProvider;
  /** §8 IP ban (and the rate limit): until when the address is blocked (ISO 8601), when the server said. */
  blockedUntil?: string;
}

/** What a person types to start a Smart-ID or Mobile-ID login (or qualify / registration). */
export interface EidRequest {
  provider: EidProvider;
  /** 11 digits. */
  personalCode: string;
  /** Mobile-ID only: '+370…' as typed; the actor sends it without plus or spaces (§7). */
  phoneNumber?: string;
  /**
   * Smart-ID in a browser the server remembers from a device-link login: the server knows the person, so
   * `personalCode` is empty and the session starts with the remembered-browser cookie.
   */
  remembered?: boolean;
}

/** Rejection value the composition root's actors should throw. */
export class AuthFlowError extends Error {
  readonly code: LoginErrorCode;
  /** §8 IP ban / rate limit: until when the address is blocked (the auth server's `blocked_until`). */
  readonly blockedUntil: string | undefined;

  constructor(code: LoginErrorCode, message?: string, blockedUntil?: string) {
    super(message ?? code);
    this.name = 'AuthFlowError';
    this.code = code;
    this.blockedUntil = blockedUntil;
  }
}

/** The end of an IP ban or rate limit carried by an actor's rejection (§8), if any. */
export function blockedUntilOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as { blockedUntil?: unknown; blocked_until?: unknown };
  const value = record.blockedUntil ?? record.blocked_until;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The §8 code carried by an actor's rejection: an `AuthFlowError`, an object with a string `code` or an
 * RFC 6749 body `{ error }`, or a bare string. Anything else (a crashed actor, a network failure that
 * the composition root did not classify) is `server_error`, so it is retried like one.
 */
export function toLoginErrorCode(error: unknown): LoginErrorCode {
  if (typeof error === 'string') return toLoginError(error);
  if (typeof error === 'object' && error !== null) {
    if ('code' in error && typeof error.code === 'string') return toLoginError(error.code);
    if ('error' in error && typeof error.error === 'string') return toLoginError(error.error);
  }
  return 'server_error';
}

/**
 * The §8 outcomes that may be transient: retried up to EID_MAX_FINALIZE_RETRIES times (§4 "other errors
 * retry finalisation up to 10 times"). Every other code is a final answer about the person (cancelled,
 * expired, no account, locked …), and the eID flow stops at once.
 */
const RETRIED_ERRORS: ReadonlySet<LoginErrorCode> = new Set<LoginErrorCode>([
  'authorization_pending',
  'invalid_request',
  'server_error',
  'rate_limited',
  'unknown',
]);

export function isDefinitiveLoginError(code: LoginErrorCode): boolean {
  return !RETRIED_ERRORS.has(code);
}
