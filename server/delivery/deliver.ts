/**
 * Delivery of the outbox (docs/delivery.md): every outbox row becomes one job `deliver-message` keyed by
 * the row's id. The job sends a pending row through the mailer or the SMS gateway and records the answer;
 * a row that is no longer pending (sent, failed, expired) is left alone, so a job that runs again sends
 * nothing twice. A temporary failure (server down, 4xx, 5xx of the gateway) is counted on the row and
 * thrown, so pg-boss retries it with backoff; after the last try the row is marked failed. A permanent
 * refusal (SMTP 5xx, gateway 4xx) marks it failed at once. A message older than MESSAGE_MAX_AGE_MS is
 * not sent any more (its links and codes have lapsed): expired.
 *
 * New rows are queued the moment they are committed (the outbox_new notification) and by the sweep
 * (any missed notification, and rows left when a process stopped).
 */
import type { Db } from '../db/db';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import { htmlFromText } from './html';
import { DeliveryError, type Mailer } from './mailer';
import type { SmsGateway } from './sms-gateway';

export const DELIVER_MESSAGE_JOB = 'deliver-message';
export const OUTBOX_CHANNEL = 'outbox_new';

/** A message not delivered within a day is not sent any more (reset links and codes last at most 24 h). */
export const MESSAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Retries after the first try, and the first retry's delay (each next one doubles, with jitter): 6 to 11 hours in all. */
export const DELIVERY_RETRY_LIMIT = 12;
export const DELIVERY_RETRY_DELAY_SECONDS = 5;

export interface DeliveryPorts {
  mailer: Mailer | null;
  sms: SmsGateway | null;
  /** The domain of the Message-IDs (the portal's public host). */
  messageIdDomain: string;
}

interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  language: 'lt' | 'en';
  age_ms: number;
}

export function outboxReference(id: number): string {
  return `outbox-${id}`;
}

function channelsOf(ports: DeliveryPorts): ('email' | 'sms')[] {
  return [...(ports.mailer ? (['email'] as const) : []), ...(ports.sms ? (['sms'] as const) : [])];
}

async function record(db: Db, id: number, set: string, params: readonly unknown[]): Promise<void> {
  await db.query(`UPDATE outbox_messages SET ${set} WHERE id = $1 AND delivery_status = 'pending'`, [
    id,
    ...params,
  ]);
}

export function deliveryJob(
  db: Db,
  ports: DeliveryPorts,
  options: { retryDelaySeconds?: number; retryLimit?: number } = {},
): JobDefinition<{ outboxId: number }> {
  return {
    name: DELIVER_MESSAGE_JOB,
    retryLimit: options.retryLimit ?? DELIVERY_RETRY_LIMIT,
    retryDelaySeconds: options.retryDelaySeconds ?? DELIVERY_RETRY_DELAY_SECONDS,
    async handler({ outboxId }) {
      const rows = await db.query<OutboxRow>(
        `SELECT id::int AS id, channel, recipient, subject, body, html, language,
                (extract(epoch FROM now() - created_at) * 1000)::float8 AS age_ms
           FROM outbox_messages WHERE id = $1 AND delivery_status = 'pending'`,
        [outboxId],
      );
      const row = rows[0];
      if (!row) return; // Delivered, failed or expired already: nothing to do.
      if (row.age_ms > MESSAGE_MAX_AGE_MS) {
        await record(db, row.id, "delivery_status = 'expired', last_error = $2", [
          'not delivered within a day',
        ]);
        return;
      }
      const reference = outboxReference(row.id);
      try {
        let accepted: string;
        if (row.channel === 'email') {
          if (!ports.mailer) return;
          ({ accepted } = await ports.mailer.send({
            to: row.recipient,
            subject: row.subject ?? '',
            text: row.body,
            html: row.html ?? htmlFromText(row.body, row.language),
            language: row.language,
            messageId: `<${reference}@${ports.messageIdDomain}>`,
          }));
        } else {
          if (!ports.sms) return;
          ({ accepted } = await ports.sms.send({ to: row.recipient, text: row.body, reference }));
        }
        await record(
          db,
          row.id,
          "delivery_status = 'sent', sent_at = now(), attempts = attempts + 1, provider_message_id = $2, last_error = NULL",
          [accepted.slice(0, 500)],
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof DeliveryError && error.permanent) {
          await record(db, row.id, "delivery_status = 'failed', attempts = attempts + 1, last_error = $2", [
            message.slice(0, 500),
          ]);
          return;
        }
        await record(db, row.id, 'attempts = attempts + 1, last_error = $2', [message.slice(0, 500)]);
        throw error;
      }
    },
    async onDeadLetter({ outboxId }, error) {
      await record(db, outboxId, "delivery_status = 'failed', last_error = coalesce(last_error, $2)", [
        error.slice(0, 500),
      ]);
    },
  };
}

/** Queues a delivery job for every pending row of a configured channel (the sweep). */
export async function queuePendingMessages(db: Db, queue: JobQueue, ports: DeliveryPorts): Promise<number> {
  const channels = channelsOf(ports);
  if (channels.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM outbox_messages
      WHERE delivery_status = 'pending' AND channel = ANY($1::text[]) ORDER BY id LIMIT 1000`,
    [channels],
  );
  let queued = 0;
  for (const row of rows) {
    if (await queue.send(DELIVER_MESSAGE_JOB, String(row.id), { outboxId: row.id })) queued += 1;
  }
  return queued;
}

/**
 * Listens for new outbox rows (notified at COMMIT by every process) and queues each one's delivery. A
 * lost listening connection is retried by the caller's sweep; resolves to a function that stops it.
 */
export async function listenForMessages(
  db: Db,
  queue: JobQueue,
  ports: DeliveryPorts,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const channels = channelsOf(ports);
  if (!db.listen || channels.length === 0) return async () => undefined;
  return db.listen(
    OUTBOX_CHANNEL,
    (payload) => {
      // `<id>:<channel>`: a channel without an adapter here leaves the row pending.
      const [idText, channel] = payload.split(':');
      const id = Number(idText);
      if (!Number.isSafeInteger(id) || !channels.includes(channel as 'email' | 'sms')) return;
      queue.send(DELIVER_MESSAGE_JOB, String(id), { outboxId: id }).catch(onError);
    },
    () => undefined,
  );
}
