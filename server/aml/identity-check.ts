/**
 * IsIdentityDocumentValid (§5) and the identity-check lockout (§2), kept in the database so every server
 * process sees the same counters. Every lookup of a document goes through `checkIdentityDocument`, the check
 * itself and the document checked again at publish alike, so each one counts and none passes a lock:
 *
 * - the simulated identity register reports a document **invalid** (lost, stolen or unknown) when its
 *   number, spaces removed and in capitals, starts with `LOST` or contains `0000`, or is not 5-20 Latin
 *   letters or digits; every other number is valid;
 * - an **expired** document (expiry date before today in Vilnius; valid on its expiry day) is refused with
 *   its own message and does not count towards the lockout;
 * - AML_ID_CHECK_MAX_INVALID (3) invalid documents within AML_ID_CHECK_WINDOW_HOURS (24 h) lock the check
 *   for AML_ID_CHECK_LOCK_HOURS (24 h): the third invalid answer already says `locked` with `lockedUntil`,
 *   and checks during the lock are refused without looking at the document. A valid document ends the
 *   streak; after a lock the count starts again from zero.
 *
 * Atomic: each check runs in one transaction that first locks the customer's lockout row (SELECT … FOR
 * UPDATE), so parallel checks of one customer are counted one after the other and can never overshoot.
 */
import type { z } from 'zod';
import type { IdentityDocumentCheckRequest } from '../../src/api/contract/aml';
import type { IdentityDocumentCheckResponse } from '../../src/api/contract/aml';
import { calendarDateAt } from '../../src/domain/calendar-date';
import {
  AML_ID_CHECK_LOCK_HOURS,
  AML_ID_CHECK_MAX_INVALID,
  AML_ID_CHECK_WINDOW_HOURS,
} from '../../src/domain/aml-rules';
import { validateDocumentExpiry, validateDocumentNumber } from '../../src/domain/identity-document';
import type { Db, Queryable } from '../db/db';

const HOUR_MS = 60 * 60 * 1000;

/** The simulated identity register's answer for a document number. */
function registerSaysValid(documentNumber: string): boolean {
  const number = documentNumber.replace(/\s+/g, '').toUpperCase();
  if (validateDocumentNumber(number) !== null) return false;
  return !number.startsWith('LOST') && !number.includes('0000');
}

type IdentityDocumentOutcome = 'valid' | 'invalid' | 'expired';

/** The document on its own (no lockout): expired first, then the register. */
function documentOutcome(
  document: { documentNumber: string; expiryDate?: string | undefined },
  now: number,
): IdentityDocumentOutcome {
  const today = calendarDateAt(new Date(now));
  if (document.expiryDate && validateDocumentExpiry(document.expiryDate, today) === 'document-expired') {
    return 'expired';
  }
  return registerSaysValid(document.documentNumber) ? 'valid' : 'invalid';
}

const iso = (value: string | Date): string => new Date(value).toISOString();

interface LockoutRow {
  streak_start: string | Date;
  locked_until: string | Date | null;
}

async function lockRow(tx: Queryable, customerId: number): Promise<LockoutRow> {
  await tx.query(
    'INSERT INTO aml_identity_lockouts (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING',
    [customerId],
  );
  const rows = await tx.query<LockoutRow>(
    'SELECT streak_start, locked_until FROM aml_identity_lockouts WHERE customer_id = $1 FOR UPDATE',
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new Error('Identity lockout row missing');
  return row;
}

const lockedUntilOf = (row: LockoutRow, now: number): string | null =>
  row.locked_until !== null && new Date(row.locked_until).getTime() > now ? iso(row.locked_until) : null;

/** Checks a document for the customer, counting invalid ones towards the lockout. */
export async function checkIdentityDocument(
  db: Db,
  customerId: number,
  document: z.output<typeof IdentityDocumentCheckRequest>,
  now: number = Date.now(),
): Promise<IdentityDocumentCheckResponse> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, customerId);
    const lockedUntil = lockedUntilOf(row, now);
    if (lockedUntil) {
      return { valid: false, expired: false, locked: true, lockedUntil, attemptsLeft: 0 };
    }
    const outcome = documentOutcome(document, now);
    const at = new Date(now).toISOString();
    await tx.query('INSERT INTO aml_identity_checks (customer_id, outcome, checked_at) VALUES ($1, $2, $3)', [
      customerId,
      outcome,
      at,
    ]);
    if (outcome === 'valid') {
      await tx.query('UPDATE aml_identity_lockouts SET streak_start = $2 WHERE customer_id = $1', [
        customerId,
        at,
      ]);
      return {
        valid: true,
        expired: false,
        locked: false,
        lockedUntil: null,
        attemptsLeft: AML_ID_CHECK_MAX_INVALID,
      };
    }
    // The streak: invalid checks after the last valid document or lock, within the window. streak_start
    // starts as '-infinity' (no streak yet), which is no Date.
    const streakStart = new Date(row.streak_start).getTime();
    const windowStart = new Date(now - AML_ID_CHECK_WINDOW_HOURS * HOUR_MS).toISOString();
    // No upper bound on checked_at: holding the row lock, every check already stored came before this one,
    // even one whose clock read a millisecond later (parallel requests take the lock in any order).
    const counted = await tx.query<{ invalid: string | number }>(
      `SELECT count(*) AS invalid FROM aml_identity_checks
        WHERE customer_id = $1 AND outcome = 'invalid' AND checked_at > $2 AND checked_at >= $3`,
      [customerId, new Date(Number.isFinite(streakStart) ? streakStart : 0).toISOString(), windowStart],
    );
    const invalid = Number(counted[0]?.invalid ?? 0);
    if (invalid >= AML_ID_CHECK_MAX_INVALID) {
      const until = new Date(now + AML_ID_CHECK_LOCK_HOURS * HOUR_MS).toISOString();
      await tx.query(
        'UPDATE aml_identity_lockouts SET locked_until = $2, streak_start = $2 WHERE customer_id = $1',
        [customerId, until],
      );
      return { valid: false, expired: false, locked: true, lockedUntil: until, attemptsLeft: 0 };
    }
    return {
      valid: false,
      expired: outcome === 'expired',
      locked: false,
      lockedUntil: null,
      attemptsLeft: AML_ID_CHECK_MAX_INVALID - invalid,
    };
  });
}

/** Read-only: until when the customer's identity check is locked, or null. */
export async function identityCheckLockedUntil(
  db: Queryable,
  customerId: number,
  now: number = Date.now(),
): Promise<string | null> {
  const rows = await db.query<LockoutRow>(
    'SELECT streak_start, locked_until FROM aml_identity_lockouts WHERE customer_id = $1',
    [customerId],
  );
  const row = rows[0];
  return row ? lockedUntilOf(row, now) : null;
}
