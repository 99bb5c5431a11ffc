/**
 * Password reminder and reset (§7 "Password (no auth)").
 *
 * RemindPassword {kind, value}: the answer does not depend on whether the contact exists, neither in its
 * body nor in its timing. The request only looks the contact up (the same indexed query whether it is
 * found or not) for the §8 400 phone_duplicated (more than one customer has it; the remind form shows it
 * with the entered value), then puts {kind, value} on the reminder queue (table
 * password_reminder_queue) and answers 200. The queue (startReminderQueue, one worker per server
 * process, claiming rows with FOR UPDATE SKIP LOCKED) does the rest outside the request:
 *   - nobody: nothing is sent (an audit row names no one);
 *   - one customer: earlier open reminder links are revoked, a new single-use link token valid 24 h is
 *     created (only its SHA-256 is stored) and an e-mail or SMS with `/slaptazodzio-keitimas-po-priminimo
 *     ?hash=<token>` goes to the outbox (./outbox.ts), all in one transaction. At most
 *     MAX_REMINDERS_PER_HOUR per customer: further requests send nothing.
 * ValidateChangePasswordToken {hash}: 200 {valid, expiresAt} for an open reminder link, else 400
 *   invalid_token_expired.
 * ChangePassword {hash, partialBusinessAccountId, newPassword}: the link and the last 4 digits of the
 *   personal code are checked before any password hashing (else 400 invalid_token_expired /
 *   personal_code_mismatch; the 5th wrong tail revokes the link), the password must follow the rules
 *   (validateNewPassword). Sets the password (creating the credential with the primary e-mail as
 *   username when the customer had none, so that the /connect/token password grant finds it by e-mail),
 *   consumes the link, revokes the customer's other reminder links, clears a password lockout and revokes
 *   refresh tokens of earlier password logins.
 */
import { validateNewPassword } from '../../src/domain/password';
import { hashPassword } from '../auth/password-hash';
import { clearPasswordLockout } from '../auth/lockout';
import type { Db, Queryable } from '../db/db';
import { specials, validation } from '../http/api-error';
import type { Handlers } from '../http/handler-types';
import {
  MAX_RESET_ATTEMPTS,
  PASSWORD_RESET_TTL_HOURS,
  RESET_PATH,
  auditLink,
  createLink,
  findValidLink,
  markUsed,
  revokeLinks,
} from './link-tokens';
import { passwordReminderMessage } from '../delivery/messages';
import { messageLink, sendLocalizedMessage } from './outbox';

interface ContactMatch {
  customer_id: number;
  first_name: string;
  recipient: string;
}

/** Reminders one customer gets per hour; more requests answer 200 and send nothing. */
export const MAX_REMINDERS_PER_HOUR = 5;

/** Customers who may receive a reminder: not those who left or died. */
const ACTIVE_CUSTOMER = `c.business_account_status NOT IN ('Former', 'Dead')`;

async function customersByEmail(db: Queryable, email: string): Promise<ContactMatch[]> {
  return db.query<ContactMatch>(
    `SELECT c.id AS customer_id, c.first_name, e.email AS recipient
       FROM customer_emails e JOIN customers c ON c.id = e.customer_id
      WHERE lower(e.email) = lower($1) AND ${ACTIVE_CUSTOMER}
      ORDER BY e.is_primary DESC, e.id`,
    [email.trim()],
  );
}

/** `phone` is '370XXXXXXXX'; stored numbers may be '+370 6…', '370…', '86…' or '6…' (8 digits). */
async function customersByPhone(db: Queryable, phone: string): Promise<ContactMatch[]> {
  return db.query<ContactMatch>(
    `SELECT c.id AS customer_id, c.first_name, '+' || $1::text AS recipient
       FROM (SELECT customer_id, kind, regexp_replace(phone, '[^0-9]', '', 'g') AS digits FROM customer_phones) p
       JOIN customers c ON c.id = p.customer_id
      WHERE ${ACTIVE_CUSTOMER}
        AND (p.digits = $1
             OR (length(p.digits) = 9 AND p.digits LIKE '8%' AND '370' || substr(p.digits, 2) = $1)
             OR (length(p.digits) = 8 AND '370' || p.digits = $1))
      ORDER BY p.kind`,
    [phone],
  );
}

/** Username of a new password credential: the primary e-mail, else a generated 7-character name. */
export async function usernameFor(tx: Queryable, customerId: number): Promise<string> {
  const rows = await tx.query<{ email: string }>(
    `SELECT e.email FROM customer_emails e
      WHERE e.customer_id = $1
        AND NOT EXISTS (SELECT 1 FROM password_credentials pc WHERE lower(pc.username) = lower(e.email))
      ORDER BY e.is_primary DESC, e.id LIMIT 1`,
    [customerId],
  );
  return rows[0]?.email ?? `u${String(customerId).padStart(6, '0')}`;
}

export const passwordHandlers: Handlers = {
  'Authentication.RemindPassword': async (context) => {
    const { kind, value } = context.body;
    const matches =
      kind === 'email'
        ? await customersByEmail(context.db, value)
        : await customersByPhone(context.db, value);
    if (new Set(matches.map((match) => match.customer_id)).size > 1)
      throw specials.phoneDuplicated('body.value');
    // Found or not, the same insert: the queue sends the reminder (or nothing) after the answer.
    await context.db.query('INSERT INTO password_reminder_queue (kind, value, ip) VALUES ($1, $2, $3)', [
      kind,
      value,
      context.ip,
    ]);
    kickReminderQueue(context.db);
    return { ok: true as const };
  },

  'Authentication.ValidateChangePasswordToken': async (context) => {
    const link = await findValidLink(context.db, context.body.hash, 'password-reset');
    return { valid: true as const, expiresAt: link.expiresAt };
  },

  'Authentication.ChangePassword': async (context) => {
    const { hash, partialBusinessAccountId, newPassword } = context.body;
    const rule = validateNewPassword(newPassword);
    if (rule) throw validation('body.newPassword', `Password does not meet requirements (${rule})`);
    // The link and the tail before any hashing: a made-up or used link costs no scrypt run.
    const checked = await context.db.transaction(async (tx) => {
      const link = await findValidLink(tx, hash, 'password-reset', true);
      if (link.personalCode.slice(-4) === partialBusinessAccountId) return 'ok' as const;
      // Counted (and committed) before answering: a link tolerates MAX_RESET_ATTEMPTS wrong tails.
      const attempts = link.failedAttempts + 1;
      await tx.query(
        `UPDATE link_hashes SET failed_attempts = $2::int,
                revoked_at = CASE WHEN $3::boolean THEN now() ELSE revoked_at END
          WHERE token_hash = $1`,
        [link.tokenHash, attempts, attempts >= MAX_RESET_ATTEMPTS],
      );
      await auditLink(tx, link.customerId, 'authentication.change-password.tail-mismatch', context.ip, {
        attempts,
        revoked: attempts >= MAX_RESET_ATTEMPTS,
      });
      return 'mismatch' as const;
    });
    if (checked === 'mismatch') throw specials.personalCodeMismatch();
    const passwordHash = await hashPassword(newPassword);
    const outcome = await context.db.transaction(async (tx) => {
      // Again under the row lock: the link may have been used meanwhile (then 'Invalid token expired').
      const link = await findValidLink(tx, hash, 'password-reset', true);
      if (link.personalCode.slice(-4) !== partialBusinessAccountId) return 'mismatch' as const;
      const updated = await tx.query<{ customer_id: number }>(
        `UPDATE password_credentials SET password_hash = $2, updated_at = now() WHERE customer_id = $1
         RETURNING customer_id`,
        [link.customerId, passwordHash],
      );
      const created = updated.length === 0;
      if (created) {
        await tx.query(
          'INSERT INTO password_credentials (customer_id, username, password_hash) VALUES ($1, $2, $3)',
          [link.customerId, await usernameFor(tx, link.customerId), passwordHash],
        );
      }
      await markUsed(tx, link);
      await revokeLinks(tx, link.customerId, 'password-reset');
      // A reset unlocks a password login locked by wrong passwords (server/auth/lockout.ts).
      await clearPasswordLockout(tx, link.customerId);
      // Sessions that logged in with the old password end at their next refresh.
      await tx.query(
        `UPDATE auth_refresh_families SET revoked_at = now(), revoked_reason = 'password reset'
          WHERE customer_id = $1 AND provider = 'password' AND revoked_at IS NULL`,
        [link.customerId],
      );
      await auditLink(tx, link.customerId, 'authentication.change-password', context.ip, {
        credentialCreated: created,
      });
      return 'changed' as const;
    });
    if (outcome === 'mismatch') throw specials.personalCodeMismatch();
    return { ok: true as const };
  },
};

// ---------------------------------------------------------------------------------------------
// The reminder queue.
// ---------------------------------------------------------------------------------------------

/** A job that failed this often is dropped (logged by the audit of its attempts). */
const MAX_JOB_ATTEMPTS = 5;
/** Jobs left by another (stopped) process are picked up by this poll. */
const QUEUE_POLL_MS = 15 * 1000;

/** The worker of each database in this process, so a request handler can wake it. */
const workers = new WeakMap<Db, () => void>();

function kickReminderQueue(db: Db): void {
  workers.get(db)?.();
}

/** Sends the reminder of one job (or nothing): the old RemindPassword body, now outside the request. */
async function processReminder(
  tx: Queryable,
  job: { kind: 'email' | 'phone'; value: string; ip: string | null },
  publicUrl: string,
) {
  const ip = job.ip ?? '';
  const matches =
    job.kind === 'email' ? await customersByEmail(tx, job.value) : await customersByPhone(tx, job.value);
  const match = matches[0];
  if (!match || new Set(matches.map((m) => m.customer_id)).size > 1) {
    // Never reveal whether an account exists: nothing sent; the audit row names no one.
    await auditLink(tx, null, 'authentication.remind-password.no-match', ip, { kind: job.kind });
    return;
  }
  // Serialises reminders of one customer (the throttle count below stays exact).
  await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [match.customer_id]);
  const recent = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM link_hashes
      WHERE customer_id = $1 AND purpose = 'password-reset' AND created_at > now() - interval '1 hour'`,
    [match.customer_id],
  );
  if ((recent[0]?.n ?? 0) >= MAX_REMINDERS_PER_HOUR) {
    // Nothing sent: nobody can flood a customer's mailbox or phone (or the SMS bill).
    await auditLink(tx, match.customer_id, 'authentication.remind-password.throttled', ip, {
      kind: job.kind,
    });
    return;
  }
  const revoked = await revokeLinks(tx, match.customer_id, 'password-reset');
  const { token } = await createLink(tx, match.customer_id, 'password-reset', PASSWORD_RESET_TTL_HOURS);
  const link = messageLink(publicUrl, `${RESET_PATH}?hash=${token}`);
  const channel = job.kind === 'email' ? 'email' : 'sms';
  await sendLocalizedMessage(tx, {
    customerId: match.customer_id,
    channel,
    recipient: match.recipient,
    texts: passwordReminderMessage(channel, match.first_name, link, PASSWORD_RESET_TTL_HOURS),
  });
  await auditLink(tx, match.customer_id, 'authentication.remind-password', ip, {
    channel,
    revokedLinks: revoked,
  });
}

export interface ReminderQueue {
  /** Processes every queued reminder now; resolves when the queue is empty (tests, shutdown). */
  drain(): Promise<void>;
  stop(): void;
}

interface ReminderQueueOptions {
  /** The portal's public address; the reset link in the message is absolute (server/config.ts PUBLIC_URL). */
  publicUrl: string;
}

/** The reminder worker of a server process: woken by RemindPassword, and polling for leftovers. */
export function startReminderQueue(db: Db, { publicUrl }: ReminderQueueOptions): ReminderQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  /** One job in one transaction; false when the queue is empty. */
  async function processOne(): Promise<boolean> {
    let failedJob: number | null = null;
    try {
      const done = await db.transaction(async (tx) => {
        const jobs = await tx.query<{
          id: string | number;
          kind: 'email' | 'phone';
          value: string;
          ip: string | null;
          attempts: number;
        }>(
          `SELECT id, kind, value, ip, attempts FROM password_reminder_queue
            ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        );
        const job = jobs[0];
        if (!job) return false;
        failedJob = Number(job.id);
        if (job.attempts < MAX_JOB_ATTEMPTS) await processReminder(tx, job, publicUrl);
        await tx.query('DELETE FROM password_reminder_queue WHERE id = $1', [job.id]);
        return true;
      });
      return done;
    } catch {
      // Rolled back: counted, retried by a later run, dropped after MAX_JOB_ATTEMPTS.
      if (failedJob !== null) {
        await db
          .query('UPDATE password_reminder_queue SET attempts = attempts + 1 WHERE id = $1', [failedJob])
          .catch(() => undefined);
      }
      return false;
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (!stopped && (await processOne()));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const wake = () => {
    setTimeout(() => void run(), 0);
  };
  workers.set(db, wake);
  const timer = setInterval(() => void run(), QUEUE_POLL_MS);
  timer.unref();

  return {
    async drain() {
      await run();
      if (running) await running;
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      if (workers.get(db) === wake) workers.delete(db);
    },
  };
}
