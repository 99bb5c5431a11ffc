/**
 * Issue 15 (an API that scales): GetDashboard, the portal's hottest read, costs one or two database round
 * trips, and a good request writes nothing for rate limiting. Counted on the database seam itself, for a
 * second call of the same session (the first call may load the session into the per-process cache).
 * The counting wrapper does not pass LISTEN on, so the server's dashboard cache is off and every call goes to
 * the database: this is the cost of a read the cache cannot answer (tests/server/dashboard-cache.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDb, createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';

let testDb: TestDb;
let server: TestServer;
let counter: ReturnType<typeof countingDb>;

beforeAll(async () => {
  const real = await createTestDb();
  counter = countingDb(real.db, { listen: false });
  testDb = { db: counter.db, drop: real.drop };
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
    counter.sent.length = 0;
    counter.state.counting = true;
    const second = await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboard', headers });
    counter.state.counting = false;
    expect(second.statusCode).toBe(200);
    expect(second.json<{ firstName: string }>().firstName).toBe('Jonas');
    expect(counter.sent.length).toBeGreaterThanOrEqual(1);
    expect(counter.sent.length).toBeLessThanOrEqual(2);
    for (const sql of counter.sent) expect(sql).toMatch(/^(SELECT|WITH|EXECUTE)\b/i);
    expect(counter.sent.join('\n')).not.toMatch(/\b(INSERT|UPDATE|DELETE)\b/i);
  });
});
