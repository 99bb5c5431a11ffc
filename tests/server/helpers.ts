/**
 * Test harness: a fresh database per test file (PGlite in memory, or a fresh schema on the PostgreSQL
 * server named by TEST_DATABASE_URL), the server built on it with the demo seed in demo mode, and tokens minted
 * with the server's own signing keys.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { buildServer, type BuildServerOptions } from '../../server/app';
import { DEMO_FEATURES_ON } from '../../server/config';
import { createPgDb, createPgliteDb, type Db, type Queryable } from '../../server/db/db';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import type { SkFake } from '../../server/fakes/sk/sk-fake';
import { startFakeEid, type FakeEid } from './sk-fake-helpers';

export const PERSONAS = {
  jonas: '30303039914',
  ona: '40504040001',
  tomas: '39901012239',
  mantas: '50001018865',
  lukas: '50001029996',
  gabija: '61101012257',
  rasa: '48804121233',
} as const;
export type PersonaName = keyof typeof PERSONAS;

/**
 * The seed's "today" in tests is the real today (the seed is relative to it and the server compares
 * with now()), so assertions use relative dates only.
 */
export const SEED_TODAY = todayInLithuania();

export interface TestDb {
  db: Db;
  /**
   * Another connection to the same database, as a second server process has: its own pool on the same
   * schema (PostgreSQL); the same Db on PGlite (one process). Closed by the caller.
   */
  connect?(): Promise<{ db: Db; close(): Promise<void> }>;
  drop(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await createPgliteDb();
    return { db, connect: async () => ({ db, close: async () => undefined }), drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await createPgDb({ connectionString: url, schema, max: 4 });
  return {
    db,
    async connect() {
      const other = await createPgDb({ connectionString: url, schema, max: 4 });
      return { db: other, close: () => other.close() };
    },
    async drop() {
      await db.close();
      await adminQuery(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

/** Runs `work` on one connection to the cluster's admin database, closed afterwards. */
async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  await withAdmin(url, (admin) => admin.query(sql));
}

function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}

/** The schema of the seeded databases (the template's, so every copy has it too). */
const SEEDED_SCHEMA = 'portal';
/** The seeded template database of this run (PostgreSQL only), built at the first use. */
let seededTemplate: Promise<string> | undefined;
/** Copies are made one at a time: PostgreSQL refuses to copy a template another session is using. */
let copying: Promise<unknown> = Promise.resolve();

/**
 * A database as a default test server leaves it at start (migrated, the demo seed, demo links, signing
 * keys). On PostgreSQL each one is a copy of a template database built once per run (CREATE DATABASE …
 * TEMPLATE copies files: a fraction of a second, where migrating and seeding take seconds); the server
 * started on it finds everything done. On PGlite, a fresh database (the server migrates and seeds it).
 */
async function createSeededTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return createTestDb();
  seededTemplate ??= buildSeededTemplate(url);
  const template = await seededTemplate;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const copy = copying.then(() => adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`));
  copying = copy.catch(() => undefined);
  await copy;
  const connectionString = databaseUrl(url, name);
  const db = await createPgDb({ connectionString, schema: SEEDED_SCHEMA, max: 4 });
  return {
    db,
    async connect() {
      const other = await createPgDb({ connectionString, schema: SEEDED_SCHEMA, max: 4 });
      return { db: other, close: () => other.close() };
    },
    async drop() {
      await db.close();
      await dropDatabase(url, name);
    },
  };
}

async function buildSeededTemplate(url: string): Promise<string> {
  const name = `template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const db = await createPgDb({ connectionString: databaseUrl(url, name), schema: SEEDED_SCHEMA, max: 4 });
  try {
    const app = await buildServer(defaultServerOptions(db));
    await app.close();
  } finally {
    await db.close();
  }
  // A template is copied only when nobody is connected to it.
  await withAdmin(url, (admin) => untilDisconnected(admin, name));
  return name;
}

/**
 * Waits (up to about 10 s) until the server has no connection to `database` left: a closed pool's
 * connections say goodbye asynchronously.
 */
async function untilDisconnected(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Drops a test's database once its connections are gone. Never forced: ending a connection from the server
 * side while its pool closes it is an error nobody handles. One a test left open keeps its database, which
 * the throw-away cluster takes with it.
 */
async function dropDatabase(url: string, database: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    await untilDisconnected(admin, database);
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    } catch (error) {
      // 55006 object_in_use: still connected.
      if ((error as { code?: string }).code !== '55006') throw error;
    }
  });
}

/** What every test server is built with, unless a test says otherwise. */
function defaultServerOptions(db: Db): BuildServerOptions {
  return {
    db,
    seed: true,
    seedOptions: { today: SEED_TODAY },
    rateLimit: { maxRequests: 1_000_000, maxBadRequests: 1_000_000 },
    // Demo mode (simulators and demo links), as `npm start` runs.
    demo: DEMO_FEATURES_ON,
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** The SK fake the server's real eID clients talk to. */
  fake: SkFake;
  /** The fake and the clients, to start a second instance on the same SK. */
  eid: FakeEid;
  customerId(persona: PersonaName): number;
  token(persona: PersonaName, ttlSeconds?: number): Promise<string>;
  auth(persona: PersonaName): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export type TestServerOptions = Partial<BuildServerOptions> & {
  /** How long the fake's demo persons take to answer a push (default 0). */
  eidConfirmDelayMs?: number;
  /** Keep the production push limit (tests about it); others log the same persona in many times. */
  productionPushLimit?: boolean;
  /** No Smart-ID / Mobile-ID configured (eid_not_configured), as a server without SMART_ID_* / MOBILE_ID_*. */
  withoutEid?: boolean;
  /** Another test server's fake: two instances of one deployment talk to one SK. */
  fake?: FakeEid;
};

/** Tests log the demo personas in far more often than a person would. */
export const TEST_PUSH_LIMIT = { maxPushes: 1_000_000, windowMs: 60_000 };

export async function startTestServer(options: TestServerOptions = {}, testDb?: TestDb): Promise<TestServer> {
  // A copy of the seeded template, unless the test brings its own database or starts it differently: its own
  // seed, key-encryption key or clock (keys and seed are dated by it).
  const seededAsDefault = (['seed', 'seedOptions', 'keyEncryptionKey', 'clock'] as const).every(
    (option) => options[option] === undefined,
  );
  const database = testDb ?? (seededAsDefault ? await createSeededTestDb() : await createTestDb());
  const { eidConfirmDelayMs, productionPushLimit, withoutEid, fake, ...buildOptions } = options;
  const eid = fake ?? (await startFakeEid({ confirmDelayMs: eidConfirmDelayMs ?? 0 }));
  const app = await buildServer({
    ...defaultServerOptions(database.db),
    ...(withoutEid ? {} : { eid: eid.clients }),
    ...(productionPushLimit ? {} : { eidPushLimit: TEST_PUSH_LIMIT }),
    // `simulator` alone switches the simulators (demo links stay).
    demo: options.demo ?? (options.simulator === undefined ? DEMO_FEATURES_ON : { demoLinks: true }),
    ...buildOptions,
  });
  const rows = await database.db.query<{ id: number; personal_code: string }>(
    'SELECT id, personal_code FROM customers',
  );
  const ids = new Map(rows.map((row) => [row.personal_code, row.id]));
  const customerId = (persona: PersonaName): number => {
    const id = ids.get(PERSONAS[persona]);
    if (id === undefined) throw new Error(`No customer ${persona}`);
    return id;
  };
  /** An access token of a fresh login session (refresh-token family) of the persona. */
  const token = async (persona: PersonaName, ttlSeconds = 600): Promise<string> => {
    const sessionId = randomBytes(32).toString('base64url');
    const rows = await database.db.query<{ subject: string }>(
      `INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at, expires_at)
       VALUES ($1, $2, 'pension_smart_id', 'offline_access openid sbam', now(), now() + interval '12 hours')
       RETURNING (SELECT auth_subject::text FROM customers WHERE id = $2) AS subject`,
      [sessionId, customerId(persona)],
    );
    const subject = rows[0]?.subject;
    if (!subject) throw new Error(`No subject for ${persona}`);
    return app.accessTokens.issue({ subject, sessionId, scope: 'offline_access openid sbam', ttlSeconds });
  };
  return {
    app,
    db: database.db,
    fake: eid.fake,
    eid,
    customerId,
    token,
    auth: async (persona) => ({ authorization: `Bearer ${await token(persona)}` }),
    async close() {
      await app.close();
      if (!fake) await eid.fake.close();
      if (!testDb) await database.drop();
    },
  };
}

/**
 * A server of the calling suite's own, started before its tests and closed after them: for tests whose
 * writes would change what the file's shared server answers the others. Read it inside a test.
 */
export function useOwnTestServer(options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the suite’s own server is not started yet');
    return server;
  };
}

/** An auth-server form POST as the portal client sends it (client_id added); the JSON answer and status. */
export async function postForm(server: Pick<TestServer, 'app'>, url: string, fields: Record<string, string>) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...fields }).toString(),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** A password grant at /connect/token (§7), as the SPA sends it; the status and the RFC 6749 body. */
export async function passwordGrant(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: AUTH_PATHS.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      scope: AUTH_SCOPE,
    }).toString(),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/**
 * A Db that records the statements sent through it while `counting` is on (round-trip tests). `listen`
 * passes through only when asked: without it the server's dashboard cache is off (every read is a query).
 */
export function countingDb(db: Db, options: { listen: boolean }) {
  const sent: string[] = [];
  const state = { counting: false };
  const record = (sql: string): void => {
    if (state.counting) sent.push(sql.replace(/\s+/g, ' ').trim());
  };
  const wrap = (inner: Queryable): Queryable => ({
    query: (sql, params) => {
      record(sql);
      return inner.query(sql, params);
    },
    exec: (sql) => {
      record(sql);
      return inner.exec(sql);
    },
  });
  const counted: Db = {
    kind: db.kind,
    ...wrap(db),
    transaction: (fn) => {
      record('BEGIN');
      return db.transaction((tx) => fn(wrap(tx)));
    },
    ...(options.listen && db.listen ? { listen: db.listen.bind(db) } : {}),
    close: () => db.close(),
  };
  return { db: counted, sent, state };
}

/**
 * Repeats a signing status ping while it answers 204 ("still waiting", §4). The fake phone answers at
 * once, but on a busy machine the server's one-second long poll to SK can end first; a real client pings
 * again, and so does a test that expects an outcome.
 */
export async function untilAnswered<Answer extends { statusCode: number } | { status: number }>(
  ping: () => Promise<Answer>,
  deadlineMs = 60_000,
): Promise<Answer> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const answer = await ping();
    const status = 'statusCode' in answer ? answer.statusCode : answer.status;
    if (status !== 204 || Date.now() > deadline) return answer;
  }
}
