/**
 * Issue 15 item 6: two server instances on one database (each with its own memory: token-session cache,
 * rate-limit counters, ban list, eID simulator), as two processes behind a load balancer would be. On
 * PostgreSQL through scripts/with-postgres.sh, on PGlite otherwise. A Smart-ID login started on one is
 * finished on the other, a refresh works on either, a ban made by one is seen by both, and a signing
 * session started on one is pinged on the other (and on both at once: the contract is made once), and a
 * change made on one shows in the other's dashboard, which each keeps in its own memory.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import { createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function post(server: TestServer, url: string, form: Record<string, string>, remoteAddress?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(form).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('two server instances on one database', () => {
  let testDb: TestDb;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    testDb = await createTestDb();
    // Both read the signing keys from the database: the deployment gives them one key-encryption key.
    const keyEncryptionKey = randomBytes(32);
    const options = {
      keyEncryptionKey,
      eidConfirmDelayMs: 1_000,
      rateLimit: { maxRequests: 10_000, maxBadRequests: 3, banSeconds: 600, banRefreshSeconds: 1 },
    };
    first = await startTestServer(options, testDb);
    // One SK for both instances, as in a deployment.
    second = await startTestServer({ ...options, seed: false, fake: first.eid }, testDb);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await testDb?.drop();
  });

  it('a Smart-ID login started on one is finished on the other; a refresh works on either', async () => {
    const initiated = await post(first, AUTH_PATHS.eidInitiate, {
      client_id: PORTAL_CLIENT_ID,
      provider: 'pension_smart_id',
      personal_code: '30303039914',
    });
    expect(initiated.status).toBe(200);
    const token = String(initiated.body.token);
    let final = await post(second, AUTH_PATHS.token, {
      grant_type: 'eid_token',
      client_id: PORTAL_CLIENT_ID,
      token,
      scope: AUTH_SCOPE,
    });
    const until = Date.now() + 30_000;
    while (final.status !== 200 && final.body.error === 'authorization_pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      final = await post(second, AUTH_PATHS.token, {
        grant_type: 'eid_token',
        client_id: PORTAL_CLIENT_ID,
        token,
        scope: AUTH_SCOPE,
      });
    }
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    const accessToken = String(final.body.access_token);

    // The access token minted by the second is accepted by the first.
    const dashboard = await first.app.inject({
      method: 'GET',
      url: '/api/Dashboard/GetDashboard',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(dashboard.statusCode).toBe(200);

    // Refresh on the first, then the rotated refresh token on the second.
    const refreshed = await post(first, AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      client_id: PORTAL_CLIENT_ID,
      refresh_token: String(final.body.refresh_token),
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const again = await post(second, AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      client_id: PORTAL_CLIENT_ID,
      refresh_token: String(refreshed.body.refresh_token),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    // The first refresh token was rotated away: reusing it on either instance is refused.
    const reused = await post(second, AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      client_id: PORTAL_CLIENT_ID,
      refresh_token: String(final.body.refresh_token),
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('a signing started on one is pinged on the other; pings on both create the contract once', async () => {
    // Lukas (not a customer yet) logged in with Smart-ID on the first; his access token works on both.
    const headers = { ...(await first.auth('lukas')), 'content-type': 'application/json' };
    const funds = await first.db.query<{ fund_nr: string }>(
      'SELECT fund_nr FROM funds WHERE pillar = 2 AND is_active ORDER BY sort_order LIMIT 1',
    );
    const started = await first.app.inject({
      method: 'POST',
      url: '/api/v3/Contracts/SecondPillarCreateNewContract',
      headers,
      payload: { fundNr: funds[0]?.fund_nr ?? '', gdpr: true, signing: { provider: 'pension_smart_id' } },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { token } = started.json<{ token: string }>();
    const ping = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v3/Contracts/PingCreateNewContract',
        headers,
        payload: { token },
      });
    // The second process knows the session from the shared database: 204 while the person has not signed
    // (1 s here), or already the result on a slow machine, never "session missing".
    const early = await ping(second);
    expect(early.statusCode === 204 || early.json<{ status: string }>().status === 'signed').toBe(true);
    const until = Date.now() + 30_000;
    let answers = await Promise.all([ping(second), ping(first)]);
    while (answers.some((answer) => answer.statusCode === 204) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answers = await Promise.all([ping(second), ping(first)]);
    }
    const [onSecond, onFirst] = answers;
    expect(onSecond?.json()).toMatchObject({ status: 'signed' });
    expect(onFirst?.json()).toEqual(onSecond?.json());
    const contracts = await second.app.inject({ method: 'GET', url: '/api/Contracts/GetContracts', headers });
    expect(contracts.json<{ pillar: number }[]>().filter((contract) => contract.pillar === 2)).toHaveLength(
      1,
    );
  });

  it('a ban made on one is seen by both', async () => {
    const remoteAddress = '203.0.113.150';
    for (let i = 0; i < 4; i += 1) {
      const response = await first.app.inject({
        method: 'GET',
        url: '/api/Dashboard/GetDashboard',
        remoteAddress,
      });
      expect(response.statusCode).toBe(401);
    }
    const statusOn = async (server: TestServer) =>
      (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json', remoteAddress })).statusCode;
    expect(await statusOn(first)).toBe(403);
    await expect.poll(() => statusOn(second), { timeout: 30_000, interval: 200 }).toBe(403);
    const banned = await second.app.inject({ method: 'GET', url: '/api/docs/openapi.json', remoteAddress });
    expect(banned.json()).toMatchObject({ code: 'ip_banned' });
    // Another address is untouched on both.
    for (const server of [first, second]) {
      const other = await server.app.inject({
        method: 'GET',
        url: '/api/docs/openapi.json',
        remoteAddress: '203.0.113.151',
      });
      expect(other.statusCode).toBe(200);
    }
  });

  it("a change made on one shows in the other's dashboard (each answers it from its own memory)", async () => {
    const headers = await first.auth('ona');
    const read = async (server: TestServer) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/Dashboard/GetDashboard',
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ showBannerAlert: boolean }>().showBannerAlert;
    };
    // Both have read (and keep) the dashboard.
    const before = await read(first);
    expect(await read(second)).toBe(before);
    const modified = await first.app.inject({
      method: 'PUT',
      url: `/api/Dashboard/ModifyBannerAlert?showBannerAlert=${String(!before)}`,
      headers,
    });
    expect(modified.statusCode).toBe(200);
    // The other process hears of the commit over its own LISTEN (at once on PGlite's one session).
    await expect.poll(() => read(second), { timeout: 15_000, interval: 20 }).toBe(!before);
    expect(await read(first)).toBe(!before);
  });
});
