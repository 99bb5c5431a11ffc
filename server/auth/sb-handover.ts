/**
 * The bank portal's handover (grant login_sb_token, /login/sb/:token): the bank sends the person here with
 * a short-lived signed assertion, a JWS (compact JWT) that this server checks with jose against the bank's
 * public keys (SB_JWKS_URL, or SB_JWKS_FILE: a JWKS or a PEM public key). Accepted only when (docs/bank-handover.md):
 *
 * - the signature verifies with one of the bank's keys, with an asymmetric algorithm (never `none` or HMAC);
 * - `iss` is the bank (SB_ISSUER) and `aud` is this portal (SB_AUDIENCE, default PUBLIC_URL);
 * - `iat` and `exp` are present, `exp` is at most SB_ASSERTION_MAX_AGE_SECONDS after `iat`, and it has not
 *   passed (a few seconds of clock skew tolerated);
 * - `jti` is present and never seen before (recorded in auth_sb_assertions until the assertion expires, in
 *   the database, so a second server process refuses a replay too);
 * - `sub` is an 11-digit personal code.
 * Anything else is invalid_grant, and a security log line says why.
 */
import { readFileSync } from 'node:fs';
import { createPublicKey } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTVerifyGetKey,
  type KeyObject,
} from 'jose';
import type { Db } from '../db/db';
import { OAuthError } from './oauth-error';

/** The longest an assertion may live (issue: "an expiry of at most a minute"). */
export const SB_ASSERTION_MAX_AGE_SECONDS = 60;
/** Clock skew between the bank and this server that is tolerated. */
export const SB_CLOCK_TOLERANCE_SECONDS = 5;
export const SB_ALGORITHMS = ['ES256', 'ES384', 'RS256', 'PS256', 'EdDSA'];

export interface BankHandoverConfig {
  issuer: string;
  audience: string;
  jwksUrl?: string | undefined;
  jwksFile?: string | undefined;
}

export interface BankHandover {
  /** The personal code the bank vouches for; OAuthError invalid_grant otherwise. */
  redeem(assertion: string, now: number): Promise<string>;
}

export interface SecurityLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** The bank's keys: a JWKS URL (fetched and cached by jose), a JWKS file or a PEM public key file. */
export function bankKeys(config: BankHandoverConfig): JWTVerifyGetKey | KeyObject {
  if (config.jwksUrl) {
    const keys = createRemoteJWKSet(new URL(config.jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
    });
    // Fetched at start, so a customer's handover does not wait for them; a failure here is tried again then.
    keys.reload().catch(() => undefined);
    return keys;
  }
  if (!config.jwksFile) throw new Error('The bank handover needs SB_JWKS_URL or SB_JWKS_FILE');
  const text = readFileSync(config.jwksFile, 'utf8');
  if (text.trimStart().startsWith('{')) return createLocalJWKSet(JSON.parse(text) as { keys: [] });
  return createPublicKey(text) as unknown as KeyObject;
}

function reasonOf(error: unknown): string {
  if (error instanceof joseErrors.JOSEError) return error.code;
  return error instanceof Error ? error.message : String(error);
}

/** A failure to fetch the bank's JWKS, as opposed to an assertion that does not verify. */
function keysUnavailable(error: unknown): boolean {
  if (error instanceof joseErrors.JWKSTimeout) return true;
  // A bank that answers other than 200 OK: jose's generic error names the JWKS HTTP response.
  if (error instanceof joseErrors.JOSEError)
    return error.code === 'ERR_JOSE_GENERIC' && error.message.includes('JSON Web Key Set HTTP response');
  // jose passes a failed fetch (no connection) through as it is, not as a JOSEError.
  return error instanceof Error;
}

export function createBankHandover(
  db: Db,
  config: BankHandoverConfig,
  log: SecurityLog,
  keys: JWTVerifyGetKey | KeyObject = bankKeys(config),
): BankHandover {
  const refuse = (reason: string): never => {
    log.warn({ reason, grant: 'login_sb_token' }, 'bank handover refused');
    throw new OAuthError('invalid_grant', 'Invalid, expired or used bank handover');
  };
  return {
    async redeem(assertion, now) {
      let payload;
      try {
        ({ payload } = await jwtVerify(assertion, keys as JWTVerifyGetKey, {
          issuer: config.issuer,
          audience: config.audience,
          algorithms: SB_ALGORITHMS,
          requiredClaims: ['iat', 'exp', 'jti', 'sub'],
          clockTolerance: SB_CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(now),
        }));
      } catch (error) {
        // The bank's keys could not be read now (a timeout, no connection): that says nothing of the assertion,
        // which stays unused; the customer is asked to try again instead of being refused for good.
        if (keysUnavailable(error)) {
          log.error({ reason: reasonOf(error), grant: 'login_sb_token' }, 'bank keys unavailable');
          throw new OAuthError('server_error', 'The bank’s keys could not be read; try again');
        }
        return refuse(reasonOf(error));
      }
      const { iat, exp, jti, sub } = payload;
      if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > SB_ASSERTION_MAX_AGE_SECONDS)
        return refuse('lifetime over a minute');
      if (iat * 1000 > now + SB_CLOCK_TOLERANCE_SECONDS * 1000) return refuse('issued in the future');
      if (typeof jti !== 'string' || jti.length === 0 || jti.length > 200) return refuse('no usable jti');
      if (typeof sub !== 'string' || !/^[0-9]{11}$/.test(sub))
        return refuse('subject is not a personal code');
      await db.query('DELETE FROM auth_sb_assertions WHERE expires_at < $1', [
        new Date(now - SB_CLOCK_TOLERANCE_SECONDS * 1000).toISOString(),
      ]);
      const fresh = await db.query(
        `INSERT INTO auth_sb_assertions (jti, issuer, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (jti) DO NOTHING RETURNING jti`,
        [jti, config.issuer, new Date(exp * 1000).toISOString()],
      );
      if (fresh.length === 0) return refuse('replayed jti');
      return sub;
    },
  };
}

/** Without a configured bank every handover is refused. */
export const NO_BANK_HANDOVER: BankHandover = {
  async redeem() {
    throw new OAuthError('invalid_grant', 'The bank handover is not configured');
  },
};
