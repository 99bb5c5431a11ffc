/**
 * The job queue: pg-boss 10 on the database the server already has (PGlite or PostgreSQL), through its
 * own connection adapter (`Db.raw`), so the embedded demo and a cluster of processes on one PostgreSQL run
 * the same queue. Design and reasons: docs/jobs.md.
 *
 * - A job has a key that names the work it does (`outbox:42`, `fund-change:7`); its id is derived from the
 *   key, so queueing the same work twice (two processes sweeping at once, a sweep and a notification) makes
 *   one job. pg-boss hands a job to one worker (SELECT … FOR UPDATE SKIP LOCKED), and every handler is
 *   idempotent besides (it claims its row with a conditional UPDATE), so a job that runs again after a
 *   crash does nothing twice.
 * - A failed job is retried with exponential backoff up to its definition's `retryLimit`; then pg-boss
 *   moves it to the dead-letter queue, whose worker logs one line (`job dead-lettered`) and calls the
 *   definition's `onDeadLetter` (the outbox marks its message failed).
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '../db/db';

export interface JobLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface JobDefinition<T extends object> {
  name: string;
  /** Tries after the first; then the job is dead-lettered. */
  retryLimit: number;
  /** The first retry's delay; each next one doubles (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  handler(data: T): Promise<void>;
  onDeadLetter?(data: T, error: string): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  /** pg-boss's schema (default pgboss); tests on one PostgreSQL give each file its own. */
  schema?: string;
  logger: JobLogger;
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s; default 2 s). */
  pollingIntervalSeconds?: number;
}

/** What a queued job carries: the key of its work and the definition's data. */
interface Envelope<T> {
  key: string;
  data: T;
}

export const DEAD_LETTER_QUEUE = 'dead-letter';
/** How often a process looks again when setting up the queues races another process doing the same. */
const QUEUE_SETUP_TRIES = 3;

/** A stable UUID for a job key (name-based, like a version 5 UUID), so the same work is queued once. */
export function jobIdFor(queue: string, key: string): string {
  const hex = createHash('sha1').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String((error as { message: unknown }).message);
  return String(error);
}

export interface JobQueue {
  /** Registers a kind of job; call before start(). */
  define<T extends object>(definition: JobDefinition<T>): void;
  start(): Promise<void>;
  /** Queues the work named `key` (once: a second send of the same key while the job is kept does nothing). */
  send<T extends object>(name: string, key: string, data: T): Promise<boolean>;
  /** Resolves when no job of the defined queues is waiting to run now or running (or after `timeoutMs`). */
  settle(timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, logger } = options;
  const raw = db.raw?.bind(db);
  if (!raw) throw new Error('The job queue needs a database with raw statements');
  const schema = options.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid job schema ${schema}`);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => raw(text, values ?? []) },
    schema,
    // Cron schedules are not used: the sweep (./background-work.ts) reads the business clock instead.
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (error: unknown) => logger.error({ err: errorText(error) }, 'job queue error'));
  const definitions = new Map<string, JobDefinition<object>>();
  const workers = new Map<string, string>();
  let started = false;
  let stopped = false;

  async function runOne(name: string, job: PgBoss.Job<Envelope<object>>): Promise<void> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No definition for job ${name}`);
    try {
      await definition.handler(job.data.data);
    } catch (error) {
      logger.warn({ job: name, key: job.data.key, err: errorText(error) }, 'job failed, will be retried');
      throw error;
    }
  }

  /** Creates the dead-letter queue and one queue per definition, or brings an existing one up to date. */
  async function ensureQueues() {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    if (!existing.has(DEAD_LETTER_QUEUE)) await boss.createQueue(DEAD_LETTER_QUEUE);
    for (const definition of definitions.values()) {
      const queue = {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        deadLetter: DEAD_LETTER_QUEUE,
      };
      if (existing.has(definition.name)) await boss.updateQueue(definition.name, queue);
      else await boss.createQueue(definition.name, queue);
    }
  }

  return {
    define(definition) {
      if (started) throw new Error('Define jobs before the queue starts');
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },

    async start() {
      // Two processes installing pg-boss's schema at the same moment: the one that lost the race fails
      // once (the schema now exists) and succeeds on the second try.
      await boss.start().catch(async (error: unknown) => {
        logger.warn({ err: errorText(error) }, 'job queue start failed once, trying again');
        await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
        await boss.start();
      });
      // Two processes creating the same queues at the same moment: PostgreSQL may end one's transaction as
      // a deadlock victim, or find the queue already made by the other. Both resolve when it looks again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await ensureQueues();
          break;
        } catch (error) {
          if (attempt >= QUEUE_SETUP_TRIES) throw error;
          logger.warn({ err: errorText(error) }, 'job queue set-up failed, looking again');
        }
      }
      for (const name of definitions.keys()) {
        const id = await boss.work<Envelope<object>>(name, { pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) await runOne(name, job);
        });
        workers.set(name, id);
      }
      const dead = await boss.work<Envelope<object> & { queue?: string }>(
        DEAD_LETTER_QUEUE,
        { pollingIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) {
            const name = job.data.queue ?? 'unknown';
            const definition = definitions.get(name);
            // Every try failed: the first and each of the definition's retries.
            const tries = definition ? definition.retryLimit + 1 : null;
            logger.error({ job: name, key: job.data.key, tries }, 'job dead-lettered after its last try');
            await definition?.onDeadLetter?.(job.data.data, 'failed on every try');
          }
        },
      );
      workers.set(DEAD_LETTER_QUEUE, dead);
      started = true;
    },

    async send(name, key, data) {
      if (stopped) return false;
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No definition for job ${name}`);
      const id = await boss.send(name, { key, data, queue: name }, { id: jobIdFor(name, key) });
      const worker = workers.get(name);
      // Wakes this process's worker at once instead of at its next poll.
      if (id !== null && worker) boss.notifyWorker(worker);
      return id !== null;
    },

    async settle(timeoutMs = 20_000) {
      const names = [...definitions.keys(), DEAD_LETTER_QUEUE];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const rows = await raw(
          `SELECT count(*)::int AS n FROM ${schema}.job
            WHERE name = ANY($1::text[])
              AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [names],
        );
        if (Number((rows.rows[0] as { n?: number } | undefined)?.n ?? 0) === 0) return true;
        if (Date.now() > deadline) return false;
        for (const worker of workers.values()) boss.notifyWorker(worker);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      if (!started) return;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
