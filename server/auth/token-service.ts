/**
 * Token issuing, refresh-token rotation with reuse detection, and revocation (logout).
 *
 * Every login opens a refresh-token family; a refresh exchanges the presented token for a new one in the
 * same family. Presenting a token that was already exchanged is a reuse (a stolen copy or a replay): the
 * whole family is revoked, so neither the thief nor the customer can continue with it.
 */
import type { Db, Queryable } from '../db/db';
import type { SigningKeys } from './keys';
import { newOpaqueToken, tokenHash } from './crypto-tokens';
import type { LoginCustomer } from './customers';
import { OAuthError } from './oauth-error';
import { AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import type { TokenResponse } from '../../src/api/contract/auth';

/** Access tokens live 15 minutes (the SPA refreshes 2 minutes before). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh token is valid one hour unless rotated (the SPA rotates it every 13 minutes). */
export const REFRESH_TOKEN_TTL_SECONDS = 60 * 60;

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
  keys: SigningKeys;
  now: () => number;
  accessTokenTtlSeconds?: number;
}

export function createTokenService(options: TokenServiceOptions) {
  const { db, keys, now } = options;
  const accessTtl = options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;

  async function signTokens(
    customer: Pick<LoginCustomer, 'id' | 'personalCode' | 'firstName' | 'lastName'>,
    method: AuthMethod,
    scope: string,
    refreshToken: string,
  ): Promise<TokenResponse> {
    const accessToken = await keys.signAccessToken({
      customerId: customer.id,
      personalCode: customer.personalCode,
      scope,
      ttlSeconds: accessTtl,
    });
    const idToken = await keys.sign(
      {
        sub: String(customer.id),
        given_name: customer.firstName,
        family_name: customer.lastName,
        amr: [method],
        auth_time: Math.floor(now() / 1000),
      },
      accessTtl,
      PORTAL_CLIENT_ID,
    );
    return {
      id_token: idToken,
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: accessTtl,
      token_type: 'Bearer',
      scope,
    };
  }

  async function insertRefreshToken(tx: Queryable, familyId: string): Promise<string> {
    const token = newOpaqueToken();
    await tx.query(
      'INSERT INTO auth_refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [
        tokenHash(token),
        familyId,
        new Date(now()).toISOString(),
        new Date(now() + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
      ],
    );
    return token;
  }

  /** A new login: a new refresh-token family and the token response. */
  async function issue(customer: LoginCustomer, method: AuthMethod, scope: string): Promise<TokenResponse> {
    const familyId = newOpaqueToken();
    const refreshToken = await db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at) VALUES ($1, $2, $3, $4, $5)',
        [familyId, customer.id, method, scope, new Date(now()).toISOString()],
      );
      return insertRefreshToken(tx, familyId);
    });
    return signTokens(customer, method, scope, refreshToken);
  }

  type RefreshOutcome =
    | { ok: true; refreshToken: string; customerId: number; method: AuthMethod; scope: string }
    | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' };

  /** grant_type=refresh_token: rotates the token; a reused token revokes its family. */
  async function refresh(presented: string, requestedScope: string | undefined): Promise<TokenResponse> {
    const outcome = await db.transaction<RefreshOutcome>(async (tx) => {
      const rows = await tx.query<{
        family_id: string;
        expires_at: string | Date;
        rotated_at: string | Date | null;
        revoked_at: string | Date | null;
        customer_id: number;
        provider: AuthMethod;
        scope: string;
      }>(
        `SELECT t.family_id, t.expires_at, t.rotated_at, f.revoked_at, f.customer_id, f.provider, f.scope
           FROM auth_refresh_tokens t JOIN auth_refresh_families f ON f.family_id = t.family_id
          WHERE t.token_hash = $1
          FOR UPDATE OF t, f`,
        [tokenHash(presented)],
      );
      const row = rows[0];
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      if (row.rotated_at !== null) {
        await tx.query(
          "UPDATE auth_refresh_families SET revoked_at = $2, revoked_reason = 'refresh token reuse' WHERE family_id = $1",
          [row.family_id, new Date(now()).toISOString()],
        );
        return { ok: false, reason: 'reused' };
      }
      if (new Date(row.expires_at).getTime() <= now()) return { ok: false, reason: 'expired' };
      await tx.query('UPDATE auth_refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [
        tokenHash(presented),
        new Date(now()).toISOString(),
      ]);
      const refreshToken = await insertRefreshToken(tx, row.family_id);
      return { ok: true, refreshToken, customerId: row.customer_id, method: row.provider, scope: row.scope };
    });
    if (!outcome.ok) {
      const description =
        outcome.reason === 'reused'
          ? 'Refresh token reuse detected; the session was revoked'
          : outcome.reason === 'expired'
            ? 'Refresh token expired'
            : 'Invalid refresh token';
      throw new OAuthError('invalid_grant', description);
    }
    let scope = outcome.scope;
    if (requestedScope !== undefined && requestedScope.trim() !== '') {
      const narrowed = resolveScope(requestedScope).split(' ');
      const granted = new Set(outcome.scope.split(' '));
      if (narrowed.some((s) => !granted.has(s)))
        throw new OAuthError('invalid_scope', 'Scope exceeds the granted scope');
      scope = narrowed.join(' ');
    }
    const rows = await db.query<{ id: number; personal_code: string; first_name: string; last_name: string }>(
      'SELECT id, personal_code, first_name, last_name FROM customers WHERE id = $1',
      [outcome.customerId],
    );
    const customer = rows[0];
    if (!customer) throw new OAuthError('invalid_grant', 'Invalid refresh token');
    return signTokens(
      {
        id: customer.id,
        personalCode: customer.personal_code,
        firstName: customer.first_name,
        lastName: customer.last_name,
      },
      outcome.method,
      scope,
      outcome.refreshToken,
    );
  }

  /** RFC 7009: revokes the family of a refresh token; unknown tokens are ignored. */
  async function revoke(presented: string): Promise<void> {
    await db.query(
      `UPDATE auth_refresh_families SET revoked_at = $2, revoked_reason = 'logout'
        WHERE revoked_at IS NULL
          AND family_id = (SELECT family_id FROM auth_refresh_tokens WHERE token_hash = $1)`,
      [tokenHash(presented), new Date(now()).toISOString()],
    );
  }

  return { issue, refresh, revoke };
}

export type TokenService = ReturnType<typeof createTokenService>;
