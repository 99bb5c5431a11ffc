/**
 * Nobody answers on the phone: SK's services end the session themselves with TIMEOUT (Smart-ID
 * `result.endResult`, Mobile-ID `result`), and the login ends as §8 session_expired without tokens. The
 * fake's sessions here time out after 3 s instead of SK's two minutes, so the test waits seconds.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_PATHS, AUTH_SCOPE } from '../../src/api/contract/auth-codes';
import { postForm, startTestServer, type TestServer } from './helpers';
import { startFakeEid } from './sk-fake-helpers';

let server: TestServer;

beforeAll(async () => {
  // The demo persons never answer by themselves here.
  const fake = await startFakeEid({ confirmDelayMs: 10 * 60_000, sessionTimeoutMs: 3_000 });
  server = await startTestServer({ fake });
});
afterAll(async () => {
  await server.close();
  await server.fake.close();
});

const post = (url: string, fields: Record<string, string>) => postForm(server, url, fields);

const LOGINS = {
  'Smart-ID, the demo person who never answers': {
    provider: 'pension_smart_id',
    personal_code: '30403039983',
  },
  'Mobile-ID, a person who does not answer': {
    provider: 'pension_mobile_id',
    personal_code: '50001018865',
    phone_number: '37060000666',
  },
} as const;

async function endsAsSessionExpired(token: string) {
  const poll = () => post(AUTH_PATHS.token, { grant_type: 'eid_token', token, scope: AUTH_SCOPE });
  let answer = await poll();
  expect(answer.body.error).toBe('authorization_pending');
  // Each poll waits on SK's long poll for a while; a generous bound for a busy machine.
  for (let tries = 0; answer.body.error === 'authorization_pending' && tries < 60; tries += 1) {
    answer = await poll();
  }
  expect(answer.status).toBe(400);
  expect(answer.body.error).toBe('session_expired');
  expect(answer.body.access_token).toBeUndefined();
}

it.each(Object.keys(LOGINS) as (keyof typeof LOGINS)[])(
  '%s: the service ends the session with TIMEOUT and the login as session_expired',
  async (name) => {
    const started = await post(AUTH_PATHS.eidInitiate, LOGINS[name]);
    expect(started.status).toBe(200);
    await endsAsSessionExpired(String(started.body.token));
  },
);

it('a QR login nobody scans ends the same way', async () => {
  const started = await post(AUTH_PATHS.deviceLinkInitiate, { lang: 'lit' });
  expect(started.status).toBe(200);
  await endsAsSessionExpired(String(started.body.token));
});
