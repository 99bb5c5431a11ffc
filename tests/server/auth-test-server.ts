/** Test helpers of the auth-server tests: a migrated, seeded PGlite and auth servers on it. */
import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { createPgliteDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { connectRoutes, type ConnectRoutesOptions } from '../../server/auth/connect-routes';
import type { SkFake } from '../../server/fakes/sk/sk-fake';
import { startFakeEid, type FakeEid } from './sk-fake-helpers';

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
  /** The SK fake the real eID clients talk to (closed with the app). */
  fake: SkFake;
  /** The fake and the clients, to start a second instance on the same SK. */
  eid: FakeEid;
  /** Everything the server logged (JSON lines). */
  logs: string[];
  post(
    url: string,
    form: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown> }>;
}

export async function startAuthServer(
  db: Db,
  options: Partial<Omit<ConnectRoutesOptions, 'db' | 'keys'>> & {
    eidConfirmDelayMs?: number;
    /** Another server's fake: two instances of one deployment talk to one SK. */
    fake?: FakeEid;
    /** The fake's own clock (SK's time), when a test moves it. */
    fakeNow?: () => number;
  } = {},
): Promise<AuthServer> {
  const { eidConfirmDelayMs, fake, fakeNow, ...routeOptions } = options;
  const eid =
    fake ??
    (await startFakeEid({
      confirmDelayMs: eidConfirmDelayMs ?? 0,
      ...(options.now ? { now: options.now } : {}),
      ...(fakeNow ? { fakeNow } : {}),
    }));
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const keys = await loadOrCreateKeys(db);
  await app.register(connectRoutes, {
    db,
    keys,
    eid: eid.clients,
    eidPushLimit: { maxPushes: 1_000_000, windowMs: 60_000 },
    ...routeOptions,
  });
  if (!fake) app.addHook('onClose', async () => eid.fake.close());
  await app.ready();
  return {
    app,
    fake: eid.fake,
    eid,
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
