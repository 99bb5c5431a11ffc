/**
 * The job queue (server/jobs/queue.ts, docs/jobs.md) when two server processes share one database: on
 * PostgreSQL through scripts/with-postgres.sh (each "process" with its own connection pool), on PGlite
 * otherwise. Every job runs once however many processes queue and fetch it; an outbox message queued by
 * both processes' sweeps and notifications is delivered once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobLogger, type JobQueue } from '../../server/jobs/queue';
import { createSmtpCapture } from '../../server/fakes/smtp-capture';
import { createTestDb, startTestServer, type TestDb } from './helpers';
import { dropJobSchema, jobSchema, waitFor } from './jobs-helpers';

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

let testDb: TestDb;
const secondConnection = () => {
  if (!testDb.connect) throw new Error('createTestDb gives a second connection');
  return testDb.connect();
};
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.drop();
});

describe('two processes on one database', () => {
  it('each job runs once, however often both queue it', async () => {
    const schema = jobSchema();
    const other = await secondConnection();
    await testDb.db.exec('CREATE TABLE job_runs (key text NOT NULL, runner text NOT NULL)');
    const queues: JobQueue[] = [];
    try {
      for (const [runner, db] of [
        ['a', testDb.db],
        ['b', other.db],
      ] as const) {
        const queue = createJobQueue({ db, schema, logger: silent, pollingIntervalSeconds: 0.5 });
        queue.define<{ key: string }>({
          name: 'count',
          retryLimit: 0,
          retryDelaySeconds: 1,
          handler: async ({ key }) => {
            await db.query('INSERT INTO job_runs (key, runner) VALUES ($1, $2)', [key, runner]);
          },
        });
        queues.push(queue);
      }
      await Promise.all(queues.map((queue) => queue.start()));
      const keys = Array.from({ length: 40 }, (_, index) => `work-${index}`);
      // Both processes queue every piece of work, twice, at the same time.
      const sent = await Promise.all(
        [...keys, ...keys].flatMap((key) => queues.map((queue) => queue.send('count', key, { key }))),
      );
      expect(sent.filter(Boolean)).toHaveLength(keys.length);
      await waitFor(
        () => testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_runs'),
        (rows) => (rows[0]?.n ?? 0) >= keys.length,
      );
      expect(await Promise.all(queues.map((queue) => queue.settle()))).toEqual([true, true]);
      const twice = await testDb.db.query('SELECT key FROM job_runs GROUP BY key HAVING count(*) > 1');
      expect(twice).toEqual([]);
      const ran = await testDb.db.query<{ key: string }>('SELECT key FROM job_runs ORDER BY key');
      expect(ran.map((row) => row.key).sort()).toEqual([...keys].sort());
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await dropJobSchema(testDb.db, schema);
      await testDb.db.exec('DROP TABLE job_runs');
      await other.close();
    }
  });

  it('two server instances sweeping the same outbox deliver each message once', async () => {
    const capture = createSmtpCapture();
    await capture.start();
    const other = await secondConnection();
    const schema = jobSchema();
    const jobs = {
      smtp: { url: capture.url, from: 'noreply@pensijos.example.lt' },
      schema,
      pollingIntervalSeconds: 0.5,
      sweepIntervalMs: 0,
    };
    const first = await startTestServer({ jobs }, testDb);
    const second = await startTestServer({ jobs }, { ...testDb, db: other.db });
    try {
      const customer = first.customerId('jonas');
      await first.db.transaction(async (tx) => {
        for (let index = 0; index < 10; index += 1)
          await tx.query(
            `INSERT INTO outbox_messages (customer_id, channel, recipient, subject, body)
             VALUES ($1, 'email', $2, 'Bandymas', $3)`,
            [customer, `person${index}@example.com`, `Žinutė ${index}`],
          );
      });
      await Promise.all([first.app.backgroundWork?.runDue(), second.app.backgroundWork?.runDue()]);
      await waitFor(
        () =>
          first.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM outbox_messages WHERE delivery_status = 'sent'",
          ),
        (rows) => (rows[0]?.n ?? 0) >= 10,
      );
      await Promise.all([first.app.backgroundWork?.runDue(), second.app.backgroundWork?.runDue()]);
      const received = capture.messages.filter((mail) => mail.subject === 'Bandymas');
      expect(received).toHaveLength(10);
      expect(new Set(received.map((mail) => mail.messageId)).size).toBe(10);
    } finally {
      await second.app.close();
      await first.app.close();
      await dropJobSchema(testDb.db, schema);
      await other.close();
      await capture.stop();
    }
  });
});
