/**
 * Test servers with the job queue on (server/jobs/): a fresh pg-boss schema per server (several test
 * files share one PostgreSQL), workers that poll every half second, and short retry delays.
 */
import { randomBytes } from 'node:crypto';
import type { JobsOptions } from '../../server/app';
import type { Db } from '../../server/db/db';
import { startTestServer, type TestDb, type TestServer, type TestServerOptions } from './helpers';

export function jobSchema(): string {
  return `boss_${randomBytes(5).toString('hex')}`;
}

export async function startJobsServer(
  jobs: JobsOptions,
  options: TestServerOptions = {},
  testDb?: TestDb,
): Promise<TestServer> {
  return startTestServer(
    {
      jobs: {
        schema: jobSchema(),
        pollingIntervalSeconds: 0.5,
        sweepIntervalMs: 0,
        ...jobs,
      },
      ...options,
    },
    testDb,
  );
}

export async function dropJobSchema(db: Db, schema: string | undefined): Promise<void> {
  if (schema) await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

/** Waits until `read` gives a value `done` accepts (polling; a generous limit for a busy machine). */
export async function waitFor<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
