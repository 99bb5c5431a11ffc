/**
 * Every check of SK's response verification, shown by the fake answering with exactly that defect: the
 * login is refused (server_error; smart_id_basic for a lower certificate level), nobody gets tokens, and
 * the security log names the check (never the personal code).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../../server/db/db';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import type { SkFakeDefect } from '../../server/fakes/sk/sk-fake';
import { createSeededDb, startAuthServer, type AuthServer } from './auth-test-server';

const client_id = PORTAL_CLIENT_ID;
let db: Db;
let server: AuthServer;

beforeAll(async () => {
  db = await createSeededDb();
  server = await startAuthServer(db);
});
afterAll(async () => {
  await server.app.close();
  await db.close();
});

/** Starts an eID login; answers the token request's poll for it. */
async function startLogin(form: Record<string, string>) {
  const initiated = await server.post(AUTH_PATHS.eidInitiate, { client_id, ...form });
  expect(initiated.status).toBe(200);
  return () =>
    server.post(AUTH_PATHS.token, {
      grant_type: 'eid_token',
      client_id,
      token: String(initiated.body.token),
      scope: AUTH_SCOPE,
    });
}

/** Polls until `done` holds for the answer's body (at most 20 more polls). */
async function pollUntil(
  poll: Awaited<ReturnType<typeof startLogin>>,
  done: (body: Record<string, unknown>) => boolean,
) {
  let answer = await poll();
  for (let tries = 0; !done(answer.body) && tries < 20; tries += 1) answer = await poll();
  return answer;
}

async function login(form: Record<string, string>) {
  const poll = await startLogin(form);
  const answer = await pollUntil(poll, (body) => body.error !== 'authorization_pending');
  return { answer, again: await poll() };
}

const rejections = () => server.logs.filter((line) => line.includes('eid.answer_rejected'));

describe.each([
  ['forged-signature', 'signature', 'server_error'],
  ['another-ca', 'chain', 'server_error'],
  ['expired', 'expired', 'server_error'],
  ['revoked', 'revoked', 'server_error'],
  ['wrong-policy', 'policy', 'server_error'],
  ['wrong-key-usage', 'key_usage', 'server_error'],
  ['lower-level', 'level', 'smart_id_basic'],
  ['another-person', 'person', 'server_error'],
  // The person is the subject's serialNumber, never the CN, which here names the person asked for.
  ['misleading-common-name', 'person', 'server_error'],
  ['tampered-interactions', 'signature', 'server_error'],
] as const)('Smart-ID answer with %s', (defect: SkFakeDefect, check, error) => {
  it(`is refused (${check}) with ${error}, for good, and logged`, async () => {
    const before = rejections().length;
    server.fake.defect('40504040001', defect);
    const { answer, again } = await login({ provider: 'pension_smart_id', personal_code: '40504040001' });
    expect(answer.body).toEqual({ error });
    expect(answer.body).not.toHaveProperty('access_token');
    // Kept on the session: a retry does not try the answer again.
    expect(again.body).toEqual({ error });
    const logged = rejections().slice(before);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ event: 'eid.answer_rejected', check });
    expect(logged[0]).not.toContain('40504040001');
  });
});

describe.each([
  ['forged-signature', 'signature'],
  ['another-ca', 'chain'],
  ['expired', 'expired'],
  ['revoked', 'revoked'],
  ['wrong-key-usage', 'key_usage'],
  ['another-person', 'person'],
] as const)('Mobile-ID answer with %s', (defect: SkFakeDefect, check) => {
  it(`is refused (${check})`, async () => {
    const before = rejections().length;
    server.fake.defect('50001018865', defect);
    const { answer } = await login({
      provider: 'pension_mobile_id',
      personal_code: '50001018865',
      phone_number: '37060000666',
    });
    expect(answer.body).toEqual({ error: 'server_error' });
    expect(JSON.parse(rejections().slice(before)[0] ?? '{}')).toMatchObject({ check });
  });
});

describe('Mobile-ID with an EC key (ECDSA P-256, the signature raw r‖s)', () => {
  // 48503121230's SIM has an EC key in SK's fake (server/fakes/sk/identities.ts).
  const form = { provider: 'pension_mobile_id', personal_code: '48503121230', phone_number: '37061111222' };

  it('a good signature logs in', async () => {
    const { answer } = await login(form);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveProperty('access_token');
  });

  it('a forged one is refused (signature)', async () => {
    const before = rejections().length;
    server.fake.defect('48503121230', 'forged-signature');
    const { answer } = await login(form);
    expect(answer.body).toEqual({ error: 'server_error' });
    expect(JSON.parse(rejections().slice(before)[0] ?? '{}')).toMatchObject({ check: 'signature' });
  });
});

describe.each([
  ['forged-signature', 'signature'],
  ['another-person', 'person'],
  ['expired', 'expired'],
] as const)('a registration answered with %s', (defect: SkFakeDefect, check) => {
  it(`is refused (${check}): nobody is registered`, async () => {
    const adult = '48901011230';
    const before = rejections().length;
    server.fake.defect(adult, defect);
    const started = await server.post(AUTH_PATHS.registerInitiate, {
      client_id,
      provider: 'pension_smart_id',
      personal_code: adult,
    });
    expect(started.status).toBe(200);
    const complete = () =>
      server.post(AUTH_PATHS.registerComplete, { client_id, token: String(started.body.token) });
    let answer = await complete();
    for (let tries = 0; answer.body.error === 'authorization_pending' && tries < 20; tries += 1)
      answer = await complete();
    expect(answer.body).toEqual({ error: 'server_error' });
    expect(JSON.parse(rejections().slice(before)[0] ?? '{}')).toMatchObject({ check });
    const registered = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM customers WHERE personal_code = $1 AND registered_at IS NOT NULL',
      [adult],
    );
    expect(registered[0]?.n ?? 0).toBe(0);
  });
});

it('an OCSP outage refuses nothing for good: the login waits and ends when the responder answers', async () => {
  const before = rejections().length;
  const refusedBefore = server.fake.ocspRefused;
  const poll = await startLogin({ provider: 'pension_smart_id', personal_code: '40504040001' });
  server.fake.ocspOutage(true);
  onTestFinished(() => {
    server.fake.ocspOutage(false);
  });
  const during: unknown[] = [];
  for (let tries = 0; server.fake.ocspRefused < refusedBefore + 2 && tries < 50; tries += 1)
    during.push((await poll()).body.error);
  expect(server.fake.ocspRefused).toBeGreaterThanOrEqual(refusedBefore + 2);
  // Pending or "ask again" (the SPA retries server_error), never tokens.
  expect(during.every((error) => error === 'authorization_pending' || error === 'server_error')).toBe(true);
  server.fake.ocspOutage(false);
  const answer = await pollUntil(poll, (body) => body.error === undefined);
  expect(answer.status).toBe(200);
  expect(answer.body).toHaveProperty('access_token');
  expect(rejections().slice(before)).toEqual([]);
});

it.each([
  [580, 'under maintenance'],
  [480, 'a client version SK no longer supports'],
] as const)(
  'SK answering %i (%s) refuses nothing for good: the login waits, and ends when SK answers again',
  async (status, _meaning) => {
    const before = rejections().length;
    const poll = await startLogin({ provider: 'pension_smart_id', personal_code: '40504040001' });
    server.fake.serviceStatus(status);
    onTestFinished(() => {
      server.fake.serviceStatus(null);
    });
    const during: unknown[] = [];
    for (let tries = 0; tries < 3; tries += 1) during.push((await poll()).body.error);
    // Pending or "ask again" (the SPA retries server_error), never tokens and never a refusal for good.
    expect(during.every((error) => error === 'authorization_pending' || error === 'server_error')).toBe(true);
    expect(during).toContain('server_error');
    server.fake.serviceStatus(null);
    const answer = await pollUntil(poll, (body) => body.error === undefined);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveProperty('access_token');
    expect(rejections().slice(before)).toEqual([]);
  },
);

it('the same person without a defect logs in (the fake answers well by default)', async () => {
  const { answer } = await login({ provider: 'pension_smart_id', personal_code: '40504040001' });
  expect(answer.status).toBe(200);
  expect(answer.body).toHaveProperty('access_token');
});
