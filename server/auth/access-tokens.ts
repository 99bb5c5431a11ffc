/**
 * Access tokens of the API: issued for a refresh-token family (the login session, claim `sid`) and a
 * customer's opaque subject (claim `sub` = customers.auth_subject, never the personal code), and checked
 * on every bearer request:
 *
 * - the signature, issuer, audience, exp (required, lifetime at most 15 minutes), iat, jti and the `sbam`
 *   scope (./keys.ts);
 * - the family: it exists, belongs to the subject, is not revoked and its absolute lifetime has not
 *   ended. The answer is cached in this process for SESSION_CACHE_MS (10 s); a revocation made by this
 *   process (logout, refresh-token reuse) updates the cache at once, one made by another process (or by a
 *   password reset) is seen within those 10 s.
 */
import type { Queryable } from '../db/db';
import type { SigningKeys } from './keys';

/** How long this process trusts a family's "still valid" answer before asking the database again. */
export const SESSION_CACHE_MS = 10 * 1000;
/** Families remembered at most (oldest dropped first). */
const CACHE_LIMIT = 10_000;

export interface AuthenticatedCustomer {
  customerId: number;
  scope: string;
  sessionId: string;
}

export class AccessTokenError extends Error {
  constructor(message = 'Invalid or expired access token') {
    super(message);
    this.name = 'AccessTokenError';
  }
}

interface SessionEntry {
  customerId: number;
  subject: string;
  revoked: boolean;
  /** Absolute end of the family (ms). */
  expiresAt: number;
  checkedAt: number;
}

export interface AccessTokensOptions {
  db: Queryable;
  keys: SigningKeys;
  now?: () => number;
}

export function createAccessTokens({ db, keys, now = Date.now }: AccessTokensOptions) {
  const sessions = new Map<string, SessionEntry>();

  function remember(sessionId: string, entry: SessionEntry): void {
    sessions.delete(sessionId);
    sessions.set(sessionId, entry);
    if (sessions.size > CACHE_LIMIT) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
  }

  async function session(sessionId: string): Promise<SessionEntry | null> {
    const cached = sessions.get(sessionId);
    if (cached && (cached.revoked || now() - cached.checkedAt < SESSION_CACHE_MS)) return cached;
    const rows = await db.query<{
      customer_id: number;
      auth_subject: string;
      revoked_at: string | Date | null;
      expires_at: string | Date;
    }>(
      `SELECT f.customer_id, c.auth_subject::text AS auth_subject, f.revoked_at, f.expires_at
         FROM auth_refresh_families f JOIN customers c ON c.id = f.customer_id
        WHERE f.family_id = $1`,
      [sessionId],
    );
    const row = rows[0];
    if (!row) return null;
    const entry: SessionEntry = {
      customerId: row.customer_id,
      subject: row.auth_subject,
      revoked: row.revoked_at !== null,
      expiresAt: new Date(row.expires_at).getTime(),
      checkedAt: now(),
    };
    remember(sessionId, entry);
    return entry;
  }

  return {
    /** Signs an access token of a family for the customer's subject. */
    issue(input: { subject: string; sessionId: string; scope: string; ttlSeconds: number }): Promise<string> {
      return keys.signAccessToken(input);
    },

    /** The customer behind a bearer token, or throws AccessTokenError. */
    async verify(token: string): Promise<AuthenticatedCustomer> {
      let verified;
      try {
        verified = await keys.verifyAccessToken(token);
      } catch {
        throw new AccessTokenError();
      }
      const entry = await session(verified.sessionId);
      if (!entry || entry.revoked || entry.expiresAt <= now() || entry.subject !== verified.subject) {
        throw new AccessTokenError();
      }
      return { customerId: entry.customerId, scope: verified.scope, sessionId: verified.sessionId };
    },

    /** The family of a token that verifies (any scope), for revocation by access token; else null. */
    async sessionOf(token: string): Promise<string | null> {
      try {
        const payload = await keys.verify(token);
        return typeof payload.sid === 'string' ? payload.sid : null;
      } catch {
        return null;
      }
    },

    /** This process stops accepting the family's access tokens at once. */
    markRevoked(sessionId: string): void {
      const cached = sessions.get(sessionId);
      remember(sessionId, {
        customerId: cached?.customerId ?? 0,
        subject: cached?.subject ?? '',
        revoked: true,
        expiresAt: cached?.expiresAt ?? 0,
        checkedAt: now(),
      });
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
