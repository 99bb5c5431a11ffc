/** Test helpers of the auth-server tests: a migrated, seeded PGlite and auth servers on it. */
import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { createPgliteDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { connectRoutes, type ConnectRoutesOptions } from '../../server/auth/connect-routes';

export const FORM = 'application/x-www-form-urlencoded';

export async function createSeededDb(): Promise<Db> {
  const db = await createPgliteDb();
  await migrate(db);
  await seedDemoData(db);
  return db;
}

/** A controllable clock. */
export function testClock(start = Date.now()) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface AuthServer {
  app: FastifyInstance;
  /** Everything the server logged (JSON lines). */
  logs: string[];
  post(
    url: string,
    form: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown> }>;
}

export async function startAuthServer(
  db: Db,
  options: Partial<Omit<ConnectRoutesOptions, 'db' | 'keys'>> = {},
): Promise<AuthServer> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const keys = await loadOrCreateKeys(db);
  await app.register(connectRoutes, { db, keys, eidConfirmDelayMs: 0, simulator: true, ...options });
  await app.ready();
  return {
    app,
    logs,
    async post(url, form) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': FORM },
        payload: new URLSearchParams(form).toString(),
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
  };
}
