/**
 * Everything the server does after the customer leaves, on one job queue (./queue.ts, docs/jobs.md):
 *
 * | job                  | key                    | what it does                                                  |
 * | -------------------- | ---------------------- | ------------------------------------------------------------- |
 * | deliver-message      | outbox row id          | sends an outbox row by e-mail or SMS (server/delivery/)       |
 * | execute-fund-change  | fund change id         | carries out a fund change on its date                         |
 * | execute-termination  | termination id         | pays out a terminated contract on its §1 working day          |
 * | execute-transfer     | transfer id and step   | registers / receives money from another provider              |
 * | review-application   | application id, status | moves a signed application along its review schedule          |
 * | review-aml           | declaration id         | the AML review simulator's approval when it falls due         |
 * | expire-aml-draft     | draft id               | drops an AML draft 15 days after its last save                |
 *
 * What is due is found by the sweep, which reads the business clock (./clock.ts): at start, every
 * SWEEP_INTERVAL_MS, and when the demo's clock is moved (POST /api/dev/clock). Every process sweeps;
 * a job's id comes from its key, so two sweeps queue one job, and one worker runs it.
 */
import type { Db } from '../db/db';
import { settleDueReviews } from '../aml/status';
import { advanceApplications } from '../applications/review';
import {
  deliveryJob,
  listenForMessages,
  queuePendingMessages,
  type DeliveryPorts,
} from '../delivery/deliver';
import { dueFundChanges, executeFundChange } from '../executions/fund-change';
import { dueTerminations, executeTermination } from '../executions/termination';
import { dueTransfers, executeTransfer } from '../executions/transfers';
import { publishUnitValues } from '../executions/unit-values';
import { businessToday, type Clock } from './clock';
import { createJobQueue, type JobLogger, type JobQueue } from './queue';

export const SWEEP_INTERVAL_MS = 10_000;

/** An order's job is retried with backoff from a minute up (waiting for its day's unit value): 17 to 34 h in all. */
const EXECUTION_RETRY = { retryLimit: 10, retryDelaySeconds: 60 };
/** Reviews and expiry only write rows; a failure is the database's, retried soon. */
const BOOKKEEPING_RETRY = { retryLimit: 5, retryDelaySeconds: 10 };

export interface BackgroundWorkOptions {
  db: Db;
  clock: Clock;
  logger: JobLogger;
  delivery: DeliveryPorts;
  /** UNIT_VALUE_SIMULATOR: publish the demo's unit values up to the clock's today before each sweep. */
  unitValueSimulator: boolean;
  /** pg-boss's schema (default pgboss). */
  schema?: string;
  pollingIntervalSeconds?: number;
  /** How often each process sweeps (default SWEEP_INTERVAL_MS; 0: only when asked). */
  sweepIntervalMs?: number;
  /** Overrides of the delivery job's retries (tests: short delays). */
  deliveryRetry?: { retryLimit?: number; retryDelaySeconds?: number };
  executionRetry?: { retryLimit: number; retryDelaySeconds: number };
}

export interface SweepReport {
  today: string;
  queued: number;
  unitValues: number;
}

export interface BackgroundWork {
  queue: JobQueue;
  /** Queues every job that is due now. */
  sweep(): Promise<SweepReport>;
  /** Sweeps and waits until the queued work has run (the demo's clock). */
  runDue(timeoutMs?: number): Promise<SweepReport & { settled: boolean }>;
  stop(): Promise<void>;
}

export async function startBackgroundWork(options: BackgroundWorkOptions): Promise<BackgroundWork> {
  const { db, clock, logger, delivery } = options;
  const queue = createJobQueue({
    db,
    logger,
    ...(options.schema ? { schema: options.schema } : {}),
    ...(options.pollingIntervalSeconds !== undefined
      ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
      : {}),
  });
  const execution = options.executionRetry ?? EXECUTION_RETRY;
  const today = () => businessToday(clock);
  const logExecuted = (job: string, id: number, outcome: string): void => {
    if (outcome === 'executed') logger.info({ job, id }, 'order carried out');
  };

  queue.define(deliveryJob(db, delivery, options.deliveryRetry ?? {}));
  queue.define<{ id: number }>({
    name: 'execute-fund-change',
    ...execution,
    handler: async ({ id }) =>
      logExecuted('execute-fund-change', id, await executeFundChange(db, id, today())),
  });
  queue.define<{ id: number }>({
    name: 'execute-termination',
    ...execution,
    handler: async ({ id }) =>
      logExecuted('execute-termination', id, await executeTermination(db, id, today())),
  });
  queue.define<{ id: number }>({
    name: 'execute-transfer',
    ...execution,
    handler: async ({ id }) => logExecuted('execute-transfer', id, await executeTransfer(db, id, today())),
  });
  queue.define<{ customerId: number }>({
    name: 'review-application',
    ...BOOKKEEPING_RETRY,
    handler: ({ customerId }) => advanceApplications(db, customerId),
  });
  queue.define<{ customerId: number }>({
    name: 'review-aml',
    ...BOOKKEEPING_RETRY,
    handler: async ({ customerId }) => {
      await settleDueReviews(db, customerId);
    },
  });
  queue.define<{ draftId: number }>({
    name: 'expire-aml-draft',
    ...BOOKKEEPING_RETRY,
    handler: async ({ draftId }) => {
      await db.query('DELETE FROM aml_drafts WHERE id = $1 AND NOT published AND expires_at <= now()', [
        draftId,
      ]);
    },
  });
  await queue.start();

  async function sweep(): Promise<SweepReport> {
    const day = today();
    const unitValues = options.unitValueSimulator ? await publishUnitValues(db, day) : 0;
    let queued = 0;
    const send = async (name: string, key: string, data: object): Promise<void> => {
      if (await queue.send(name, key, data)) queued += 1;
    };
    for (const id of await dueFundChanges(db, day)) await send('execute-fund-change', String(id), { id });
    for (const id of await dueTerminations(db, day)) await send('execute-termination', String(id), { id });
    const transfers = await db.query<{ id: number; status: string }>(
      'SELECT id, status FROM contract_transfers WHERE id = ANY($1::int[])',
      [await dueTransfers(db, day)],
    );
    for (const row of transfers) await send('execute-transfer', `${row.id}:${row.status}`, { id: row.id });
    const applications = await db.query<{ id: number; customer_id: number; status: string }>(
      `SELECT id, customer_id, status FROM applications
        WHERE (status = 'registered' AND processing_at <= now()) OR (status = 'processing' AND decide_at <= now())`,
    );
    for (const row of applications)
      await send('review-application', `${row.id}:${row.status}`, { customerId: row.customer_id });
    const reviews = await db.query<{ id: number; customer_id: number }>(
      "SELECT id, customer_id FROM aml_declarations WHERE status = 'Pending' AND review_due_at <= now()",
    );
    for (const row of reviews) await send('review-aml', String(row.id), { customerId: row.customer_id });
    const drafts = await db.query<{ id: number }>(
      'SELECT id FROM aml_drafts WHERE NOT published AND expires_at <= now()',
    );
    for (const row of drafts) await send('expire-aml-draft', String(row.id), { draftId: row.id });
    queued += await queuePendingMessages(db, queue, delivery);
    return { today: day, queued, unitValues };
  }

  const reportError = (error: unknown): void =>
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'sweep failed');
  let unlisten = await listenForMessages(db, queue, delivery, reportError).catch((error: unknown) => {
    reportError(error);
    return async () => undefined;
  });
  await sweep().catch(reportError);
  const interval = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  const timer = interval > 0 ? setInterval(() => void sweep().catch(reportError), interval) : null;
  timer?.unref();

  return {
    queue,
    sweep,
    async runDue(timeoutMs = 20_000) {
      const report = await sweep();
      const settled = await queue.settle(timeoutMs);
      return { ...report, settled };
    },
    async stop() {
      if (timer) clearInterval(timer);
      await unlisten();
      unlisten = async () => undefined;
      await queue.stop();
    },
  };
}
