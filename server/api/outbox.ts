/**
 * The outbox: a message the server sends is a row of outbox_messages, written in the transaction of the
 * change that sends it (so a rolled-back change sends nothing), in the customer's language. A delivery job
 * takes each row to the SMTP server or the SMS gateway (server/delivery/deliver.ts, docs/delivery.md)
 * and records on the row what happened (pending, sent, failed, expired).
 *
 * GET /api/dev/outbox?recipient=...&limit=... lists the latest messages (newest first) with their delivery
 * status, so that people and browser tests can see what was delivered and open the links. It exists only
 * with DEV_OUTBOX on (demo mode); elsewhere the route does not exist (404).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { validationError } from '../http/register-endpoints';

export type OutboxChannel = 'email' | 'sms';
export type MessageLanguage = 'lt' | 'en';

export interface MessageText {
  subject: string | null;
  body: string;
}

export interface OutboxMessage extends MessageText {
  customerId: number | null;
  channel: OutboxChannel;
  recipient: string;
  /** Default: the customer's language (customers.language), else Lithuanian. */
  language?: MessageLanguage;
}

/** The language the customer last used the portal in (Lithuanian when unknown). */
export async function customerLanguage(tx: Queryable, customerId: number | null): Promise<MessageLanguage> {
  if (customerId === null) return 'lt';
  const rows = await tx.query<{ language: MessageLanguage }>('SELECT language FROM customers WHERE id = $1', [
    customerId,
  ]);
  return rows[0]?.language ?? 'lt';
}

/** 'lt' or 'en' from an Accept-Language header's first language; null for anything else. */
export function portalLanguage(header: string | string[] | undefined): MessageLanguage | null {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split(/[-;]/)[0];
  return primary === 'lt' || primary === 'en' ? primary : null;
}

/** Records the language the customer logs in with (no write when it is unchanged or unknown). */
export async function rememberLanguage(
  db: Queryable,
  customerId: number,
  language: MessageLanguage | null,
): Promise<void> {
  if (language === null) return;
  await db.query('UPDATE customers SET language = $2 WHERE id = $1 AND language <> $2', [
    customerId,
    language,
  ]);
}

export async function sendMessage(tx: Queryable, message: OutboxMessage): Promise<void> {
  const language = message.language ?? (await customerLanguage(tx, message.customerId));
  await tx.query(
    `INSERT INTO outbox_messages (customer_id, channel, recipient, subject, body, language)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [message.customerId, message.channel, message.recipient, message.subject, message.body, language],
  );
}

/** Sends the text of the customer's language. */
export async function sendLocalizedMessage(
  tx: Queryable,
  message: Omit<OutboxMessage, 'subject' | 'body' | 'language'> & {
    texts: Readonly<Record<MessageLanguage, MessageText>>;
  },
): Promise<void> {
  const language = await customerLanguage(tx, message.customerId);
  const { texts, ...rest } = message;
  await sendMessage(tx, { ...rest, ...texts[language], language });
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
      language: MessageLanguage;
      created_at: string;
      delivery_status: string;
      attempts: number;
      last_error: string | null;
      sent_at: string | null;
      provider_message_id: string | null;
    }>(
      `SELECT id, customer_id, channel, recipient, subject, body, language, iso_ts(created_at) AS created_at,
              delivery_status, attempts, last_error, iso_ts(sent_at) AS sent_at, provider_message_id
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
        language: row.language,
        createdAt: row.created_at,
        delivery: {
          status: row.delivery_status,
          attempts: row.attempts,
          lastError: row.last_error,
          sentAt: row.sent_at,
          providerMessageId: row.provider_message_id,
        },
      })),
    };
  });
}
