/**
 * A new e-mail or phone takes effect only after the code sent to it is entered (docs/security.md):
 *
 *   UpdateProfile (with a fresh eID confirmation) -> startContactChange: a 6-digit code goes to the NEW
 *     address through the e-mail/SMS provider (the outbox simulator); the change waits in
 *     contact_verifications (one open change per kind; a newer one replaces it).
 *   VerifyContact -> verifyContactChange: the right code applies the change and tells the OLD address;
 *     CODE_MAX_ATTEMPTS (5) wrong codes cancel it; after CODE_TTL_MINUTES (15) it has expired.
 *   ResendContactCode -> resendContactCode: a new code (the earlier one stops working, the attempts start
 *     again), at most CODE_MAX_RESENDS (3) times per change.
 * Codes are random (crypto.randomInt), stored only as SHA-256 with a per-row salt, compared in constant
 * time. Every verification is scoped to its customer: another customer's id answers 404 like an unknown one.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ContactKind, PendingContactChange } from '../../src/api/contract/users';
import type { Db, Queryable } from '../db/db';
import { ApiHttpError, notFound, specials } from '../http/api-error';
import { sendLocalizedMessage } from '../api/outbox';
import { contactChangedMessage, contactCodeMessage } from '../delivery/messages';

const CODE_TTL_MINUTES = 15;
const CODE_MAX_ATTEMPTS = 5;
const CODE_MAX_RESENDS = 3;

interface VerificationRow {
  id: number;
  customer_id: number;
  kind: ContactKind;
  value: string;
  salt: string;
  code_hash: string;
  failed_attempts: number;
  resends: number;
  expires_at: string | Date;
}

const hashCode = (salt: string, code: string): string =>
  createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('base64url');

const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const verificationExpired = (message = 'The code is no longer valid: change the contact again') =>
  new ApiHttpError(400, 'verification_expired', message, 'body.code');

/** A code or notice about an e-mail address goes by e-mail, about a phone number by SMS. */
const channelOf = (kind: ContactKind) => (kind === 'email' ? ('email' as const) : ('sms' as const));

function mask(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  return `***${value.slice(-3)}`;
}

/** Replaces any open change of this kind, stores a new one and sends its code to the new address. */
export async function startContactChange(
  tx: Queryable,
  input: { customerId: number; kind: ContactKind; value: string; now: number },
): Promise<void> {
  const at = new Date(input.now).toISOString();
  await tx.query(
    `UPDATE contact_verifications SET cancelled_at = $3
      WHERE customer_id = $1 AND kind = $2 AND verified_at IS NULL AND cancelled_at IS NULL`,
    [input.customerId, input.kind, at],
  );
  const code = newCode();
  const salt = randomBytes(16).toString('base64url');
  await tx.query(
    `INSERT INTO contact_verifications (customer_id, kind, value, salt, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      input.customerId,
      input.kind,
      input.value,
      salt,
      hashCode(salt, code),
      at,
      new Date(input.now + CODE_TTL_MINUTES * 60_000).toISOString(),
    ],
  );
  await sendLocalizedMessage(tx, {
    customerId: input.customerId,
    channel: channelOf(input.kind),
    recipient: input.value,
    texts: contactCodeMessage(input.kind, code, CODE_TTL_MINUTES),
  });
}

const OPEN = 'verified_at IS NULL AND cancelled_at IS NULL';

function toPending(row: VerificationRow): PendingContactChange {
  return {
    verificationId: row.id,
    kind: row.kind,
    value: row.value,
    expiresAt: new Date(row.expires_at).toISOString(),
    attemptsLeft: Math.max(0, CODE_MAX_ATTEMPTS - row.failed_attempts),
    resendsLeft: Math.max(0, CODE_MAX_RESENDS - row.resends),
  };
}

export async function loadPendingChanges(
  db: Queryable,
  customerId: number,
  now: number,
): Promise<PendingContactChange[]> {
  const rows = await db.query<VerificationRow>(
    `SELECT * FROM contact_verifications WHERE customer_id = $1 AND ${OPEN} AND expires_at > $2 ORDER BY id`,
    [customerId, new Date(now).toISOString()],
  );
  return rows.map(toPending);
}

async function lockOpen(tx: Queryable, customerId: number, verificationId: number): Promise<VerificationRow> {
  const rows = await tx.query<VerificationRow>(
    `SELECT * FROM contact_verifications WHERE id = $1 AND customer_id = $2 AND ${OPEN} FOR UPDATE`,
    [verificationId, customerId],
  );
  const row = rows[0];
  if (!row) throw notFound('Contact verification');
  return row;
}

/** The e-mail or phone this change replaces, where the notice goes. */
async function currentValue(tx: Queryable, customerId: number, kind: ContactKind): Promise<string | null> {
  if (kind === 'email') {
    const rows = await tx.query<{ email: string }>(
      'SELECT email FROM customer_emails WHERE customer_id = $1 AND is_primary',
      [customerId],
    );
    return rows[0]?.email ?? null;
  }
  const rows = await tx.query<{ phone: string }>(
    'SELECT phone FROM customer_phones WHERE customer_id = $1 AND kind = $2',
    [customerId, kind === 'phone' ? 'primary' : 'secondary'],
  );
  return rows[0]?.phone ?? null;
}

async function apply(tx: Queryable, row: VerificationRow): Promise<void> {
  if (row.kind === 'email') {
    const owners = await tx.query(
      'SELECT 1 FROM customer_emails WHERE lower(email) = lower($1) AND customer_id <> $2 LIMIT 1',
      [row.value, row.customer_id],
    );
    if (owners.length > 0) throw specials.emailAlreadyExists();
    await tx.query(
      'UPDATE customer_emails SET is_primary = false WHERE customer_id = $1 AND lower(email) <> lower($2)',
      [row.customer_id, row.value],
    );
    const updated = await tx.query(
      'UPDATE customer_emails SET is_primary = true WHERE customer_id = $1 AND lower(email) = lower($2) RETURNING id',
      [row.customer_id, row.value],
    );
    if (updated.length === 0) {
      await tx.query('INSERT INTO customer_emails (customer_id, email, is_primary) VALUES ($1, $2, true)', [
        row.customer_id,
        row.value,
      ]);
    }
    return;
  }
  const kind = row.kind === 'phone' ? 'primary' : 'secondary';
  if (kind === 'primary') {
    const owners = await tx.query(
      `SELECT 1 FROM customer_phones WHERE phone = $1 AND kind = 'primary' AND customer_id <> $2 LIMIT 1`,
      [row.value, row.customer_id],
    );
    if (owners.length > 0) throw specials.phoneDuplicated('body.code');
  }
  await tx.query(
    `INSERT INTO customer_phones (customer_id, phone, kind) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, kind) DO UPDATE SET phone = EXCLUDED.phone`,
    [row.customer_id, row.value, kind],
  );
}

type VerifyOutcome =
  | { status: 'applied' }
  | { status: 'wrong'; attemptsLeft: number }
  | { status: 'exhausted' }
  | { status: 'expired' };

/**
 * Checks the code: the right one applies the change (and tells the old address) in one transaction; a
 * wrong one is counted (and committed) before answering.
 */
export async function verifyContactChange(
  db: Db,
  input: { customerId: number; verificationId: number; code: string; now: number; ip: string },
): Promise<void> {
  const at = new Date(input.now).toISOString();
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await lockOpen(tx, input.customerId, input.verificationId);
    if (new Date(row.expires_at).getTime() <= input.now) {
      await tx.query('UPDATE contact_verifications SET cancelled_at = $2 WHERE id = $1', [row.id, at]);
      return { status: 'expired' };
    }
    const expected = Buffer.from(row.code_hash);
    const presented = Buffer.from(hashCode(row.salt, input.code));
    if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) {
      const attempts = row.failed_attempts + 1;
      const exhausted = attempts >= CODE_MAX_ATTEMPTS;
      await tx.query(
        `UPDATE contact_verifications SET failed_attempts = $2,
                cancelled_at = CASE WHEN $3::boolean THEN $4::timestamptz ELSE cancelled_at END
          WHERE id = $1`,
        [row.id, attempts, exhausted, at],
      );
      await tx.query('INSERT INTO audit_log (customer_id, action, details, ip) VALUES ($1, $2, $3, $4)', [
        input.customerId,
        'users.verify-contact.wrong-code',
        JSON.stringify({ kind: row.kind, attempts, cancelled: exhausted }),
        input.ip,
      ]);
      return exhausted
        ? { status: 'exhausted' }
        : { status: 'wrong', attemptsLeft: CODE_MAX_ATTEMPTS - attempts };
    }
    const previous = await currentValue(tx, input.customerId, row.kind);
    await apply(tx, row);
    await tx.query('UPDATE contact_verifications SET verified_at = $2 WHERE id = $1', [row.id, at]);
    if (previous !== null && previous.toLowerCase() !== row.value.toLowerCase()) {
      await sendLocalizedMessage(tx, {
        customerId: input.customerId,
        channel: channelOf(row.kind),
        recipient: previous,
        texts: contactChangedMessage(channelOf(row.kind), row.kind, mask(row.value)),
      });
    }
    await tx.query('INSERT INTO audit_log (customer_id, action, details, ip) VALUES ($1, $2, $3, $4)', [
      input.customerId,
      'users.verify-contact',
      JSON.stringify({ kind: row.kind }),
      input.ip,
    ]);
    return { status: 'applied' };
  });
  switch (outcome.status) {
    case 'applied':
      return;
    case 'wrong':
      throw new ApiHttpError(400, 'verification_code_invalid', 'Wrong code', 'body.code', {
        attemptsLeft: outcome.attemptsLeft,
      });
    case 'exhausted':
      throw verificationExpired('Too many wrong codes: the change was cancelled');
    case 'expired':
      throw verificationExpired();
  }
}

/** A new code for an open change; the earlier code stops working. */
export async function resendContactCode(
  db: Db,
  input: { customerId: number; verificationId: number; now: number },
): Promise<PendingContactChange> {
  return db.transaction(async (tx) => {
    const row = await lockOpen(tx, input.customerId, input.verificationId);
    if (new Date(row.expires_at).getTime() <= input.now) throw verificationExpired();
    if (row.resends >= CODE_MAX_RESENDS) {
      throw new ApiHttpError(429, 'rate_limited', 'No more codes for this change: change the contact again');
    }
    const code = newCode();
    const salt = randomBytes(16).toString('base64url');
    const rows = await tx.query<VerificationRow>(
      `UPDATE contact_verifications SET salt = $2, code_hash = $3, failed_attempts = 0, resends = resends + 1,
              expires_at = $4
        WHERE id = $1 RETURNING *`,
      [row.id, salt, hashCode(salt, code), new Date(input.now + CODE_TTL_MINUTES * 60_000).toISOString()],
    );
    const updated = rows[0];
    if (!updated) throw notFound('Contact verification');
    await sendLocalizedMessage(tx, {
      customerId: input.customerId,
      channel: channelOf(row.kind),
      recipient: row.value,
      texts: contactCodeMessage(row.kind, code, CODE_TTL_MINUTES),
    });
    return toPending(updated);
  });
}
