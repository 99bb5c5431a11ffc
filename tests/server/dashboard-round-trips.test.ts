/**
 * Issue 15 (an API that scales): GetDashboard, the portal's hottest read, costs one or two database round
 * trips, and a good request writes nothing for rate limiting. Counted on the database seam itself, for a
 * second call of the same session (the first call may load the session into the per-process cache).
 * The counting wrapper below cannot LISTEN, so the server's dashboard cache is off and every call goes to
 * the database: this is the cost of a read the cache cannot answer (tests/server/dashboard-cache.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/db';
import { createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';

/** The statements the server sent while `counting` was on. */
const sent: string[] = [];
let counting = false;

function counted(db: Db): Db {
  const record = (sql: string): void => {
    if (counting) sent.push(sql.replace(/\s+/g, ' ').trim());
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
  return {
    kind: db.kind,
    ...wrap(db),
    transaction: (fn) => {
      record('BEGIN');
      return db.transaction((tx) => fn(wrap(tx)));
    },
    close: () => db.close(),
  };
}

let testDb: TestDb;
let server: TestServer;

beforeAll(async () => {
  const real = await createTestDb();
  testDb = { db: counted(real.db), drop: real.drop };
  server = await startTestServer({}, testDb);
});

afterAll(async () => {
  await server.close();
  await testDb.drop();
});

describe('GetDashboard round trips', () => {
  it('is answered with one or two statements, none of them a write', async () => {
    const headers = await server.auth('jonas');
    const first = await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboard', headers });
    expect(first.statusCode).toBe(200);
    sent.length = 0;
    counting = true;
    const second = await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboard', headers });
    counting = false;
    expect(second.statusCode).toBe(200);
    expect(second.json<{ firstName: string }>().firstName).toBe('Jonas');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(2);
    for (const sql of sent) expect(sql).toMatch(/^(SELECT|WITH|EXECUTE)\b/i);
    expect(sent.join('\n')).not.toMatch(/\b(INSERT|UPDATE|DELETE)\b/i);
  });
});
