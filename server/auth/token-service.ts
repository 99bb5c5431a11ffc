/**
 * Token issuing, refresh-token rotation with reuse detection, and revocation (logout).
 *
 * Every login opens a refresh-token family (the session); a refresh exchanges the presented token for a
 * new one in the same family. Presenting a token that was already exchanged is a reuse (a stolen copy or a
 * replay): the whole family is revoked, so neither the thief nor the customer can continue with it.
 *
 * - A family lives at most FAMILY_MAX_LIFETIME_SECONDS (12 h) from the login, however often it is
 *   refreshed; no refresh or access token outlives it.
 * - The requested scope of a refresh is checked before the token is rotated, so a bad request leaves the
 *   session usable.
 * - Revocation (RFC 7009) accepts a refresh or an access token whatever `token_type_hint` says, and ends
 *   the whole family; the family's access tokens are refused from then on (./access-tokens.ts).
 * - Access and id tokens name the customer by the opaque auth_subject, never by the personal code.
 */
import type { Db, Queryable } from '../db/db';
import type { AccessTokens } from './access-tokens';
import { newOpaqueToken, tokenHash } from './crypto-tokens';
import { findCustomerById, type LoginCustomer } from './customers';
import { OAuthError } from './oauth-error';
import { AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import type { TokenResponse } from '../../src/api/contract/auth';

/** Access tokens live 15 minutes (the SPA refreshes 2 minutes before). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token is valid one hour unless rotated (the SPA rotates it every 13 minutes). */
export const REFRESH_TOKEN_TTL_SECONDS = 60 * 60;
/** A login (refresh-token family) ends 12 hours after it started, however often it is refreshed. */
export const FAMILY_MAX_LIFETIME_SECONDS = 12 * 60 * 60;

export type AuthMethod = 'pension_smart_id' | 'pension_mobile_id' | 'password' | 'sb';

const ALLOWED_SCOPES = new Set(AUTH_SCOPE.split(' '));

/** The requested scope (default: all of `offline_access openid sbam`); invalid_scope for anything else. */
export function resolveScope(requested: string | undefined): string {
  if (requested === undefined || requested.trim() === '') return AUTH_SCOPE;
  const scopes = requested.trim().split(/\s+/);
  if (scopes.some((scope) => !ALLOWED_SCOPES.has(scope)))
    throw new OAuthError('invalid_scope', 'Unknown scope');
  return [...new Set(scopes)].join(' ');
}

export interface TokenServiceOptions {
  db: Db;
  accessTokens: AccessTokens;
  /** Signs id tokens. */
  keys: { sign(payload: Record<string, unknown>, ttlSeconds: number, audience?: string): Promise<string> };
  now: () => number;
  accessTokenTtlSeconds?: number;
}

export function createTokenService(options: TokenServiceOptions) {
  const { db, keys, accessTokens, now } = options;
  const accessTtl = options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;

  async function signTokens(
    customer: Pick<LoginCustomer, 'subject' | 'firstName' | 'lastName'>,
    method: AuthMethod,
    scope: string,
    refreshToken: string,
    family: { id: string; expiresAt: number },
  ): Promise<TokenResponse> {
    // Never beyond the family's absolute end.
    const ttl = Math.max(1, Math.min(accessTtl, Math.floor((family.expiresAt - now()) / 1000)));
    const accessToken = await accessTokens.issue({
      subject: customer.subject,
      sessionId: family.id,
      scope,
      ttlSeconds: ttl,
    });
    const idToken = await keys.sign(
      {
        sub: customer.subject,
        given_name: customer.firstName,
        family_name: customer.lastName,
        amr: [method],
        auth_time: Math.floor(now() / 1000),
      },
      ttl,
      PORTAL_CLIENT_ID,
    );
    return {
      id_token: idToken,
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ttl,
      token_type: 'Bearer',
      scope,
    };
  }

  async function insertRefreshToken(
    tx: Queryable,
    familyId: string,
    familyExpiresAt: number,
  ): Promise<string> {
    const token = newOpaqueToken();
    await tx.query(
      'INSERT INTO auth_refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [
        tokenHash(token),
        familyId,
        new Date(now()).toISOString(),
        new Date(Math.min(now() + REFRESH_TOKEN_TTL_SECONDS * 1000, familyExpiresAt)).toISOString(),
      ],
    );
    return token;
  }

  /** A new login: a new refresh-token family and the token response. */
  async function issue(customer: LoginCustomer, method: AuthMethod, scope: string): Promise<TokenResponse> {
    const familyId = newOpaqueToken();
    const expiresAt = now() + FAMILY_MAX_LIFETIME_SECONDS * 1000;
    const refreshToken = await db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          familyId,
          customer.id,
          method,
          scope,
          new Date(now()).toISOString(),
          new Date(expiresAt).toISOString(),
        ],
      );
      return insertRefreshToken(tx, familyId, expiresAt);
    });
    return signTokens(customer, method, scope, refreshToken, { id: familyId, expiresAt });
  }

  /** The scope a refresh asks for, checked against the family's grant; invalid_scope otherwise. */
  function narrowScope(granted: string, requested: string | undefined): string {
    if (requested === undefined || requested.trim() === '') return granted;
    const narrowed = resolveScope(requested).split(' ');
    const grantedSet = new Set(granted.split(' '));
    if (narrowed.some((s) => !grantedSet.has(s)))
      throw new OAuthError('invalid_scope', 'Scope exceeds the granted scope');
    return narrowed.join(' ');
  }

  type RefreshOutcome =
    | {
        ok: true;
        refreshToken: string;
        customerId: number;
        method: AuthMethod;
        scope: string;
        family: { id: string; expiresAt: number };
      }
    | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired'; familyId?: string };

  /** grant_type=refresh_token: rotates the token; a reused token revokes its family. */
  async function refresh(presented: string, requestedScope: string | undefined): Promise<TokenResponse> {
    const outcome = await db.transaction<RefreshOutcome>(async (tx) => {
      const rows = await tx.query<{
        family_id: string;
        expires_at: string | Date;
        family_expires_at: string | Date;
        rotated_at: string | Date | null;
        revoked_at: string | Date | null;
        customer_id: number;
        provider: AuthMethod;
        scope: string;
      }>(
        `SELECT t.family_id, t.expires_at, f.expires_at AS family_expires_at, t.rotated_at, f.revoked_at,
                f.customer_id, f.provider, f.scope
           FROM auth_refresh_tokens t JOIN auth_refresh_families f ON f.family_id = t.family_id
          WHERE t.token_hash = $1
          FOR UPDATE OF t, f`,
        [tokenHash(presented)],
      );
      const row = rows[0];
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked', familyId: row.family_id };
      if (row.rotated_at !== null) {
        await tx.query(
          "UPDATE auth_refresh_families SET revoked_at = $2, revoked_reason = 'refresh token reuse' WHERE family_id = $1",
          [row.family_id, new Date(now()).toISOString()],
        );
        return { ok: false, reason: 'reused', familyId: row.family_id };
      }
      const familyExpiresAt = new Date(row.family_expires_at).getTime();
      if (new Date(row.expires_at).getTime() <= now() || familyExpiresAt <= now()) {
        return { ok: false, reason: 'expired' };
      }
      // Before rotating: a bad scope answers invalid_scope and leaves this refresh token usable.
      const scope = narrowScope(row.scope, requestedScope);
      await tx.query('UPDATE auth_refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [
        tokenHash(presented),
        new Date(now()).toISOString(),
      ]);
      const refreshToken = await insertRefreshToken(tx, row.family_id, familyExpiresAt);
      return {
        ok: true,
        refreshToken,
        customerId: row.customer_id,
        method: row.provider,
        scope,
        family: { id: row.family_id, expiresAt: familyExpiresAt },
      };
    });
    if (!outcome.ok) {
      if (outcome.familyId) accessTokens.markRevoked(outcome.familyId);
      const description =
        outcome.reason === 'reused'
          ? 'Refresh token reuse detected; the session was revoked'
          : outcome.reason === 'expired'
            ? 'Refresh token expired'
            : 'Invalid refresh token';
      throw new OAuthError('invalid_grant', description);
    }
    const customer = await findCustomerById(db, outcome.customerId);
    if (!customer) throw new OAuthError('invalid_grant', 'Invalid refresh token');
    return signTokens(customer, outcome.method, outcome.scope, outcome.refreshToken, outcome.family);
  }

  /**
   * RFC 7009: revokes the family of a refresh token or of an access token; the hint is not trusted
   * (both kinds are looked up whatever it says). Unknown and invalid tokens are ignored.
   */
  async function revoke(presented: string): Promise<void> {
    const rows = await db.query<{ family_id: string }>(
      'SELECT family_id FROM auth_refresh_tokens WHERE token_hash = $1',
      [tokenHash(presented)],
    );
    const familyId = rows[0]?.family_id ?? (await accessTokens.sessionOf(presented));
    if (!familyId) return;
    await db.query(
      `UPDATE auth_refresh_families SET revoked_at = $2, revoked_reason = 'logout'
        WHERE revoked_at IS NULL AND family_id = $1`,
      [familyId, new Date(now()).toISOString()],
    );
    accessTokens.markRevoked(familyId);
  }

  return { issue, refresh, revoke };
}
