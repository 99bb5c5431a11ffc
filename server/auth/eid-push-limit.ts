/**
 * The per-person limit on eID pushes: a Smart-ID / Mobile-ID request reaches a person's phone, so a
 * stranger who knows a personal code must not be able to flood it (push fatigue), and a stolen session
 * must not be able to flood its customer with qualify requests. At most EID_PUSH_LIMIT.maxPushes pushes
 * per person (personal code) or per customer (qualify) within EID_PUSH_LIMIT.windowMs; the next is
 * refused with 429 rate_limited and `blocked_until` (when the oldest push of the window ages out).
 *
 * Five in fifteen minutes lets a customer retry a cancelled or mistyped login a few times (each push is
 * good for the 120 s window), as banks' own Smart-ID logins do, while a flood stops at the fifth. The
 * count and the new push are one transaction under an advisory lock on the subject, so parallel requests
 * (several processes on PostgreSQL) cannot slip past the limit together.
 */
import type { Db } from '../db/db';
import { OAuthError } from './oauth-error';

export interface EidPushLimit {
  maxPushes: number;
  windowMs: number;
}

export const EID_PUSH_LIMIT: EidPushLimit = { maxPushes: 5, windowMs: 15 * 60 * 1000 };

/** The subject of a push: a personal code (login, registration) or a customer (qualify). */
export type PushSubject = { personalCode: string } | { customerId: number };

const subjectKey = (subject: PushSubject): string =>
  'personalCode' in subject ? `person:${subject.personalCode}` : `customer:${String(subject.customerId)}`;

/** Counts one push for the subject, or throws rate_limited when the window is full. */
export async function reserveEidPush(
  db: Db,
  subject: PushSubject,
  now: number,
  limit: EidPushLimit = EID_PUSH_LIMIT,
): Promise<void> {
  const key = subjectKey(subject);
  const windowStart = new Date(now - limit.windowMs).toISOString();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    await tx.query('DELETE FROM eid_push_attempts WHERE subject = $1 AND at <= $2', [key, windowStart]);
    const rows = await tx.query<{ at: string | Date }>(
      'SELECT at FROM eid_push_attempts WHERE subject = $1 ORDER BY at',
      [key],
    );
    if (rows.length >= limit.maxPushes) {
      const oldest = new Date(rows[0]?.at ?? now).getTime();
      throw new OAuthError(
        'rate_limited',
        'Too many Smart-ID / Mobile-ID requests for this person: try again later',
        new Date(oldest + limit.windowMs).toISOString(),
      );
    }
    await tx.query('INSERT INTO eid_push_attempts (subject, at) VALUES ($1, $2)', [
      key,
      new Date(now).toISOString(),
    ]);
  });
}
