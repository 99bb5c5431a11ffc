/**
 * Tokens of e-mail / SMS links (table link_hashes): the password reminder link and the external consent
 * and exit links. The token travels only in the link; the database keeps its SHA-256 (tokenHash), so a
 * dump cannot be replayed. A link is valid while it is not used (single-use purposes), not revoked and not
 * expired; anything else is the §8 400 'Invalid token expired' - the caller never learns which case it was.
 */
import { newOpaqueToken, tokenHash } from '../auth/crypto-tokens';
import type { Queryable } from '../db/db';
import { specials } from '../http/api-error';

type LinkPurpose = 'password-reset' | 'potential-customer' | 'gdpr' | 'notifications';

/** A password reminder link is valid for 24 hours (the e-mail says so). */
export const PASSWORD_RESET_TTL_HOURS = 24;
/** Wrong personal-code tails a reminder link tolerates; the next wrong one revokes it. */
export const MAX_RESET_ATTEMPTS = 5;
/** The SPA route of the reset after a reminder (§2); relative: the SPA and the API share the origin. */
export const RESET_PATH = '/slaptazodzio-keitimas-po-priminimo';

interface ValidLink {
  tokenHash: string;
  customerId: number;
  personalCode: string;
  expiresAt: string;
  failedAttempts: number;
  /** A GDPR consent link's consent type (§3: 1, 4, 5, 6); null for the other purposes. */
  gdprType: number | null;
}

/**
 * The valid link of a purpose for a token, or throws 'Invalid token expired'. `lock` takes a row lock
 * (inside a transaction) so two concurrent uses of a single-use link cannot both succeed.
 */
export async function findValidLink(
  db: Queryable,
  token: string,
  purpose: LinkPurpose,
  lock = false,
): Promise<ValidLink> {
  const rows = await db.query<{
    token_hash: string;
    customer_id: number;
    personal_code: string;
    expires_at: string;
    failed_attempts: number;
    gdpr_type: number | null;
  }>(
    `SELECT l.token_hash, l.customer_id, c.personal_code, iso_ts(l.expires_at) AS expires_at, l.failed_attempts,
            l.gdpr_type
       FROM link_hashes l JOIN customers c ON c.id = l.customer_id
      WHERE l.token_hash = $1 AND l.purpose = $2
        AND l.used_at IS NULL AND l.revoked_at IS NULL AND l.expires_at > now()
      ${lock ? 'FOR UPDATE OF l' : ''}`,
    [tokenHash(token), purpose],
  );
  const row = rows[0];
  if (!row) throw specials.invalidTokenExpired();
  return {
    tokenHash: row.token_hash,
    customerId: row.customer_id,
    personalCode: row.personal_code,
    expiresAt: row.expires_at,
    failedAttempts: row.failed_attempts,
    gdprType: row.gdpr_type,
  };
}

/** Creates a link token for a customer; returns the token (only its hash is stored). */
export async function createLink(
  tx: Queryable,
  customerId: number,
  purpose: LinkPurpose,
  ttlHours: number,
): Promise<{ token: string; expiresAt: string }> {
  const token = newOpaqueToken();
  const rows = await tx.query<{ expires_at: string }>(
    `INSERT INTO link_hashes (token_hash, customer_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))
     RETURNING iso_ts(expires_at) AS expires_at`,
    [tokenHash(token), customerId, purpose, ttlHours],
  );
  const expiresAt = rows[0]?.expires_at;
  if (!expiresAt) throw new Error('Link insert returned no row');
  return { token, expiresAt };
}

/** Revokes the customer's still-open links of a purpose (all purposes when omitted); returns how many. */
export async function revokeLinks(tx: Queryable, customerId: number, purpose?: LinkPurpose): Promise<number> {
  const rows = await tx.query<{ token_hash: string }>(
    `UPDATE link_hashes SET revoked_at = now()
      WHERE customer_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        ${purpose ? 'AND purpose = $2' : ''}
      RETURNING token_hash`,
    purpose ? [customerId, purpose] : [customerId],
  );
  return rows.length;
}

export async function markUsed(tx: Queryable, link: ValidLink): Promise<void> {
  await tx.query('UPDATE link_hashes SET used_at = now(), last_used_at = now() WHERE token_hash = $1', [
    link.tokenHash,
  ]);
}

export async function markAnswered(tx: Queryable, link: ValidLink): Promise<void> {
  await tx.query('UPDATE link_hashes SET last_used_at = now() WHERE token_hash = $1', [link.tokenHash]);
}

/** Audit row of a no-auth call, attributed to the link's customer. */
export async function auditLink(
  tx: Queryable,
  customerId: number | null,
  action: string,
  ip: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.query('INSERT INTO audit_log (customer_id, action, details, ip) VALUES ($1, $2, $3, $4)', [
    customerId,
    action,
    JSON.stringify(details),
    ip,
  ]);
}
