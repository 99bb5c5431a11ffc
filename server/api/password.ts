import { validateNewPassword } from '../../src/domain/password';
import { hashPassword } from '../auth/password-hash';
import type { Queryable } from '../db/db';
import { specials, validation } from '../http/api-error';
import type { Handlers } from '../http/handler-types';

interface ResetLinkRow {
  customer_id: number;
  personal_code: string;
  expires_at: string;
}

/** A password-reset hash that is unused and not expired; else 400 'Invalid token expired' (§8). */
async function validResetLink(db: Queryable, hash: string): Promise<ResetLinkRow> {
  const rows = await db.query<ResetLinkRow>(
    `SELECT l.customer_id, c.personal_code, iso_ts(l.expires_at) AS expires_at
     FROM link_hashes l JOIN customers c ON c.id = l.customer_id
     WHERE l.hash = $1 AND l.purpose = 'password-reset' AND l.used_at IS NULL AND l.expires_at > now()`,
    [hash],
  );
  const row = rows[0];
  if (!row) throw specials.invalidTokenExpired();
  return row;
}

export const passwordHandlers: Handlers = {
  'Authentication.ValidateChangePasswordToken': async (context) => {
    const link = await validResetLink(context.db, context.body.hash);
    return { valid: true as const, expiresAt: link.expires_at };
  },

  'Authentication.ChangePassword': async (context) => {
    const { hash, partialBusinessAccountId, newPassword } = context.body;
    const rule = validateNewPassword(newPassword);
    if (rule) throw validation('body.newPassword', `Password does not meet requirements (${rule})`);
    const passwordHash = await hashPassword(newPassword);
    await context.db.transaction(async (tx) => {
      const link = await validResetLink(tx, hash);
      if (link.personal_code.slice(-4) !== partialBusinessAccountId) throw specials.personalCodeMismatch();
      const updated = await tx.query<{ customer_id: number }>(
        'UPDATE password_credentials SET password_hash = $2, updated_at = now() WHERE customer_id = $1 RETURNING customer_id',
        [link.customer_id, passwordHash],
      );
      if (updated.length === 0) throw specials.invalidTokenExpired();
      await tx.query('UPDATE link_hashes SET used_at = now() WHERE hash = $1', [hash]);
      await tx.query(
        `INSERT INTO audit_log (customer_id, action, details, ip) VALUES ($1, 'authentication.change-password', '{}', $2)`,
        [link.customer_id, context.ip],
      );
    });
    return { ok: true as const };
  },
};
