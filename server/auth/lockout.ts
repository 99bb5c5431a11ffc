/**
 * Password-login lockout, kept in the database so every server process sees the same counters:
 * after MAX_PASSWORD_FAILURES consecutive wrong passwords the customer is locked for PASSWORD_LOCK_MS
 * (§8 user_locked: "access blocked, call the support phone"). A successful login resets the counter.
 */
import type { Queryable } from '../db/db';

export const MAX_PASSWORD_FAILURES = 5;
export const PASSWORD_LOCK_MS = 15 * 60 * 1000;

export async function isLocked(db: Queryable, customerId: number, now: number): Promise<boolean> {
  const rows = await db.query<{ locked_until: string | Date | null }>(
    'SELECT locked_until FROM auth_password_lockouts WHERE customer_id = $1',
    [customerId],
  );
  const until = rows[0]?.locked_until;
  return until !== null && until !== undefined && new Date(until).getTime() > now;
}

/** Counts a failure atomically; returns true when this failure locks the customer. */
export async function recordFailure(db: Queryable, customerId: number, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO auth_password_lockouts (customer_id, failures, last_failure_at) VALUES ($1, 1, $2)
     ON CONFLICT (customer_id) DO UPDATE SET failures = auth_password_lockouts.failures + 1, last_failure_at = $2
     RETURNING failures`,
    [customerId, at],
  );
  const failures = rows[0]?.failures ?? 0;
  if (failures < MAX_PASSWORD_FAILURES) return false;
  await db.query('UPDATE auth_password_lockouts SET failures = 0, locked_until = $2 WHERE customer_id = $1', [
    customerId,
    new Date(now + PASSWORD_LOCK_MS).toISOString(),
  ]);
  return true;
}

export async function recordSuccess(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM auth_password_lockouts WHERE customer_id = $1', [customerId]);
}
