/**
 * Bank-portal handover (grant login_sb_token): the bank portal mints a short-lived, single-use token for
 * an identified person and sends them to /login/sb/:token. Tokens are stored hashed; using one marks it
 * used atomically, so a second use (or a second server process) gets invalid_grant.
 */
import type { Db } from '../db/db';
import { newOpaqueToken, tokenHash } from './crypto-tokens';
import { OAuthError } from './oauth-error';

export const SB_TOKEN_TTL_SECONDS = 60;

export async function mintSbToken(
  db: Db,
  personalCode: string,
  now: number,
): Promise<{ token: string; expires_in: number }> {
  const token = newOpaqueToken();
  await db.query(
    'INSERT INTO auth_sb_tokens (token_hash, personal_code, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [
      tokenHash(token),
      personalCode,
      new Date(now).toISOString(),
      new Date(now + SB_TOKEN_TTL_SECONDS * 1000).toISOString(),
    ],
  );
  return { token, expires_in: SB_TOKEN_TTL_SECONDS };
}

/** The personal code the token was minted for; invalid_grant when unknown, used or expired. */
export async function redeemSbToken(db: Db, token: string, now: number): Promise<string> {
  const rows = await db.query<{ personal_code: string }>(
    `UPDATE auth_sb_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
      RETURNING personal_code`,
    [tokenHash(token), new Date(now).toISOString()],
  );
  const row = rows[0];
  if (!row) throw new OAuthError('invalid_grant', 'Unknown, used or expired handover token');
  return row.personal_code;
}
