/**
 * Password lockout, kept in the database so every server process sees the same counters: after
 * MAX_PASSWORD_FAILURES consecutive password attempts that were not successes, password checks of the
 * customer are refused for PASSWORD_LOCK_MS. Shared by the password grant (/connect/token) and the
 * logged-in password change, so neither can be used to keep guessing while the other is locked.
 *
 * The API (names are stable; other modules call them):
 *
 *   const attempt = await reservePasswordAttempt(db, customerId, now);
 *   if (!attempt.allowed) ...refuse WITHOUT verifying the password (still spend the same hashing time)...
 *   if (await verifyPassword(...)) await passwordAttemptSucceeded(db, customerId, attempt.seq);
 *   else { const { lockedNow } = await passwordAttemptFailed(db, customerId, attempt.seq); ... }
 *   await clearPasswordLockout(tx, customerId);   // a completed password reset
 *   await passwordLockState(db, customerId, now); // read-only: { locked, lockedUntil }
 *   await reserveLockedPasswordCheck(db, customerId, now); // locked: may a password be checked for user_locked?
 *
 * How the race is closed: an attempt is counted *before* the password is verified, in
 * ONE statement that also checks the lock (INSERT … ON CONFLICT DO UPDATE … WHERE not locked). Every
 * attempt gets a sequence number (`seq`, monotonic per customer); the streak is the attempts with
 * seq > cleared_seq. The attempt that makes the streak MAX_PASSWORD_FAILURES long sets the lock
 * (lock_seq = its seq) and may still verify its own password; later attempts are refused. A success
 * moves cleared_seq up to its own seq only, and lifts the lock only when the lock was set by itself (or
 * earlier): failures counted after the successful attempt started stay counted. So N parallel attempts
 * evaluate at most MAX_PASSWORD_FAILURES passwords, and a right password arriving after them cannot
 * clear the lock. When a lock has expired the next attempt starts a fresh streak.
 */
import type { Queryable } from '../db/db';

export const MAX_PASSWORD_FAILURES = 5;
export const PASSWORD_LOCK_MS = 15 * 60 * 1000;
/**
 * Passwords checked during one lock, only to tell the person who gives the right one that the account is
 * locked (§8 user_locked); later ones are refused unchecked, like a wrong password.
 */
export const LOCKED_PASSWORD_CHECKS = 3;

export type PasswordAttempt =
  | { allowed: true; /** This attempt's sequence number: pass it to the outcome functions. */ seq: number }
  | { allowed: false; lockedUntil: string };

const iso = (value: string | Date | null | undefined, fallback: number): string =>
  value ? new Date(value).toISOString() : new Date(fallback).toISOString();

/**
 * Counts a password attempt of the customer before the password is verified, or refuses it while the
 * customer is locked. One statement: concurrent callers (any process on the database) are serialised on
 * the customer's row, so the streak can never overshoot the limit.
 */
export async function reservePasswordAttempt(
  db: Queryable,
  customerId: number,
  now: number,
): Promise<PasswordAttempt> {
  const at = new Date(now).toISOString();
  const until = new Date(now + PASSWORD_LOCK_MS).toISOString();
  const rows = await db.query<{ seq: string | number | null; locked_until: string | Date | null }>(
    `WITH counted AS (
       INSERT INTO auth_password_lockouts AS l
              (customer_id, seq, cleared_seq, lock_seq, locked_until, last_attempt_at)
       VALUES ($1, 1, 0, CASE WHEN 1 >= $4::int THEN 1 END, CASE WHEN 1 >= $4::int THEN $3::timestamptz END, $2)
       ON CONFLICT (customer_id) DO UPDATE SET
         seq = l.seq + 1,
         cleared_seq = CASE WHEN l.locked_until <= $2::timestamptz THEN l.seq ELSE l.cleared_seq END,
         lock_seq = CASE
           WHEN l.seq + 1 - (CASE WHEN l.locked_until <= $2::timestamptz THEN l.seq ELSE l.cleared_seq END) >= $4::int
             THEN l.seq + 1
           WHEN l.locked_until <= $2::timestamptz THEN NULL
           ELSE l.lock_seq END,
         locked_until = CASE
           WHEN l.seq + 1 - (CASE WHEN l.locked_until <= $2::timestamptz THEN l.seq ELSE l.cleared_seq END) >= $4::int
             THEN $3::timestamptz
           WHEN l.locked_until <= $2::timestamptz THEN NULL
           ELSE l.locked_until END,
         last_attempt_at = $2,
         locked_checks = 0
       WHERE l.locked_until IS NULL OR l.locked_until <= $2::timestamptz
       RETURNING l.seq, l.locked_until
     )
     SELECT seq, locked_until FROM counted
     UNION ALL
     SELECT NULL, o.locked_until FROM auth_password_lockouts o
      WHERE o.customer_id = $1 AND NOT EXISTS (SELECT 1 FROM counted)`,
    [customerId, at, until, MAX_PASSWORD_FAILURES],
  );
  const row = rows[0];
  if (row && row.seq !== null) return { allowed: true, seq: Number(row.seq) };
  // Refused: the row was locked (seen by the upsert's WHERE on the latest row version).
  return { allowed: false, lockedUntil: iso(row?.locked_until, now + PASSWORD_LOCK_MS) };
}

/**
 * While the customer is locked: may this attempt's password be checked, only to answer `user_locked` when
 * it is right? At most LOCKED_PASSWORD_CHECKS per lock (counted in one statement, so parallel attempts
 * cannot overshoot); the check never lifts the lock.
 */
export async function reserveLockedPasswordCheck(
  db: Queryable,
  customerId: number,
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ customer_id: number }>(
    `UPDATE auth_password_lockouts SET locked_checks = locked_checks + 1
      WHERE customer_id = $1 AND locked_until > $2::timestamptz AND locked_checks < $3::int
      RETURNING customer_id`,
    [customerId, new Date(now).toISOString(), LOCKED_PASSWORD_CHECKS],
  );
  return rows.length === 1;
}

/**
 * A right password: ends the streak up to this attempt and lifts a lock this attempt (or an earlier
 * one) set. Attempts counted after this one started keep counting, and a lock they set stays.
 */
export async function passwordAttemptSucceeded(
  db: Queryable,
  customerId: number,
  seq: number,
): Promise<void> {
  await db.query(
    `UPDATE auth_password_lockouts
        SET cleared_seq = GREATEST(cleared_seq, $2::bigint),
            locked_until = CASE WHEN lock_seq <= $2::bigint THEN NULL ELSE locked_until END,
            lock_seq = CASE WHEN lock_seq <= $2::bigint THEN NULL ELSE lock_seq END
      WHERE customer_id = $1`,
    [customerId, seq],
  );
}

/**
 * A wrong password: it was already counted by reservePasswordAttempt. Tells whether this attempt is the
 * one that locked the customer (to notify them once).
 */
export async function passwordAttemptFailed(
  db: Queryable,
  customerId: number,
  seq: number,
): Promise<{ lockedNow: boolean; lockedUntil: string | null }> {
  const rows = await db.query<{ lock_seq: string | number | null; locked_until: string | Date | null }>(
    'SELECT lock_seq, locked_until FROM auth_password_lockouts WHERE customer_id = $1',
    [customerId],
  );
  const row = rows[0];
  const lockedNow = row?.lock_seq !== null && row?.lock_seq !== undefined && Number(row.lock_seq) === seq;
  return {
    lockedNow,
    lockedUntil: lockedNow && row?.locked_until ? new Date(row.locked_until).toISOString() : null,
  };
}

/** Read-only state (for messages): whether password checks of the customer are refused now. */
export async function passwordLockState(
  db: Queryable,
  customerId: number,
  now: number,
): Promise<{ locked: boolean; lockedUntil: string | null }> {
  const rows = await db.query<{ locked_until: string | Date | null }>(
    'SELECT locked_until FROM auth_password_lockouts WHERE customer_id = $1',
    [customerId],
  );
  const until = rows[0]?.locked_until;
  const locked = until !== null && until !== undefined && new Date(until).getTime() > now;
  return { locked, lockedUntil: locked && until ? new Date(until).toISOString() : null };
}

/** A completed password reset (or an exit): the counters start over. */
export async function clearPasswordLockout(db: Queryable, customerId: number): Promise<void> {
  await db.query('DELETE FROM auth_password_lockouts WHERE customer_id = $1', [customerId]);
}
