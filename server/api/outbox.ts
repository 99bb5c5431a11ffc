/**
 * The e-mail / SMS provider simulator: a message "sent" by the server is a row of outbox_messages, written
 * in the transaction of the change that sends it (so a rolled-back change sends nothing). A real
 * deployment would hand these rows to the provider; the reference server delivers nothing.
 *
 * GET /api/dev/outbox?recipient=...&limit=... lists the latest messages (newest first) so that people and
 * browser tests can open the links. It is registered only with the simulators on (the auth simulator's
 * switch: buildServer option `simulator`, else env EID_SIMULATOR != 'off'); production runs with
 * EID_SIMULATOR=off and the route does not exist there (404).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { validationError } from '../http/register-endpoints';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  customerId: number | null;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
}

export async function sendMessage(tx: Queryable, message: OutboxMessage): Promise<void> {
  await tx.query(
    'INSERT INTO outbox_messages (customer_id, channel, recipient, subject, body) VALUES ($1, $2, $3, $4, $5)',
    [message.customerId, message.channel, message.recipient, message.subject, message.body],
  );
}

/**
 * A link for an e-mail or SMS: absolute, from the portal's public address (server/config.ts PUBLIC_URL),
 * because the message is opened in a mail client or on a phone, where a relative path leads nowhere.
 * `path` is the SPA's path with its query, e.g. '/slaptazodzio-keitimas-po-priminimo?hash=…'.
 */
export function messageLink(publicUrl: string, path: string): string {
  if (!path.startsWith('/')) throw new Error(`A message link path must start with '/': ${path}`);
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export const DEV_OUTBOX_PATH = '/api/dev/outbox';

const OutboxQuery = z.object({
  recipient: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** '+370 612 34567', '37061234567' and ' 37061234567' (an unencoded '+') all mean '+37061234567'. */
export function normaliseRecipient(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  return /^\+?\d{6,15}$/.test(compact) ? `+${compact.replace(/^\+/, '')}` : compact.toLowerCase();
}

/** The first relative or absolute link in a message body, for convenience. */
function firstLink(body: string): string | null {
  return /(?:https?:\/\/\S+|\/[A-Za-z0-9_/-]+\?\S+)/.exec(body)?.[0] ?? null;
}

export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get(DEV_OUTBOX_PATH, async (request, reply) => {
    const parsed = OutboxQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw validationError('query', parsed.error);
    const { recipient, limit } = parsed.data;
    const rows = await db.query<{
      id: string | number;
      customer_id: number | null;
      channel: OutboxChannel;
      recipient: string;
      subject: string | null;
      body: string;
      created_at: string;
    }>(
      `SELECT id, customer_id, channel, recipient, subject, body, iso_ts(created_at) AS created_at
         FROM outbox_messages
        ${recipient ? 'WHERE lower(recipient) = $2' : ''}
        ORDER BY id DESC LIMIT $1`,
      recipient ? [limit, normaliseRecipient(recipient)] : [limit],
    );
    reply.header('Cache-Control', 'no-store');
    return {
      messages: rows.map((row) => ({
        id: Number(row.id),
        customerId: row.customer_id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        link: firstLink(row.body),
        createdAt: row.created_at,
      })),
    };
  });
}
