import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app';
import { createPgliteDb, type Db } from '../../server/db/db';
import { phone, startFakeEid, type FakeEid } from './sk-fake-helpers';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import { TokenResponse } from '../../src/api/contract/auth';
import { FORM } from './auth-test-server';

const client_id = PORTAL_CLIENT_ID;

function post(app: FastifyInstance, url: string, form: Record<string, string>, ip = '203.0.113.7') {
  return app
    .inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': FORM },
      payload: new URLSearchParams(form).toString(),
    })
    .then((response) => ({ status: response.statusCode, body: response.json(), headers: response.headers }));
}

describe('the auth server inside buildServer', () => {
  let db: Db;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let sk: FakeEid;

  beforeAll(async () => {
    db = await createPgliteDb();
    // One SK for both instances; the phone answers only when the test says so.
    sk = await startFakeEid({ confirmDelayMs: 10 * 60_000 });
    const options = {
      db,
      seed: true,
      simulator: true,
      eid: sk.clients,
      rateLimit: { maxBadRequests: 5 },
    };
    a = await buildServer(options);
    b = await buildServer(options);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await sk.fake.close();
    await db.close();
  });

  it('a Smart-ID login started on one instance is finished on the other', async () => {
    const initiated = await post(a, AUTH_PATHS.eidInitiate, {
      client_id,
      provider: 'pension_smart_id',
      personal_code: '30303039914',
    });
    expect(initiated.status).toBe(200);
    const poll = () =>
      post(b, AUTH_PATHS.token, {
        grant_type: 'eid_token',
        client_id,
        token: String(initiated.body.token),
        scope: AUTH_SCOPE,
      });
    // More pending polls than the IP ban allows bad requests (5): they never count as bad requests.
    for (let i = 0; i < 6; i++) expect((await poll()).body).toEqual({ error: 'authorization_pending' });
    await phone(sk.fake, 'confirm', { personalCode: '30303039914' });
    // Keep polling (still never a bad request) until the confirmation is seen.
    const done = await vi.waitFor(
      async () => {
        const answer = await poll();
        expect(answer.status).toBe(200);
        return answer;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(done.headers['cache-control']).toBe('no-store');
    const tokens = TokenResponse.parse(done.body);

    // The access token works against the API of either instance.
    const me = await a.inject({
      method: 'GET',
      url: '/api/v3/Users/GetContactInformation',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('repeated wrong passwords from one IP end in the IP ban, answered as an RFC 6749-shaped body', async () => {
    const ip = '198.51.100.9';
    const attempt = () =>
      post(a, AUTH_PATHS.token, { grant_type: 'password', username: 'nobody77', password: 'wrong' }, ip);
    for (let i = 0; i < 6; i++) expect((await attempt()).body.error).toBe('invalid_grant');
    const banned = await attempt();
    expect(banned.status).toBe(403);
    expect(banned.body.error).toBe('ip_banned');
    expect(typeof banned.body.blocked_until).toBe('string');
    // Another IP is unaffected.
    expect(
      (
        await post(b, AUTH_PATHS.token, {
          grant_type: 'password',
          username: 'jonas01',
          password: 'Pensija2026',
        })
      ).status,
    ).toBe(200);
  });
});
