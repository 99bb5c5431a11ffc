/**
 * The per-person limit on eID pushes: at most 5 Smart-ID / Mobile-ID requests to one person's phone (by
 * personal code: login, a remembered browser's login and registration together) and 5 qualify requests for one customer within 15
 * minutes; the next is refused with 429 rate_limited and blocked_until. Parallel requests cannot slip past
 * it (run on PostgreSQL too: TEST_DATABASE_URL).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOpaqueToken, tokenHash } from '../../server/auth/crypto-tokens';
import { AUTH_PATHS, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import { startTestServer, type TestServer } from './helpers';

const client_id = PORTAL_CLIENT_ID;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ productionPushLimit: true });
});
afterAll(async () => {
  await server.close();
});

async function form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ client_id, ...fields }).toString(),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('per person', () => {
  it('5 pushes in 15 minutes, login and registration together; the 6th is refused until the oldest ages out', async () => {
    const person = { provider: 'pension_smart_id', personal_code: '48804121233' };
    const started = Date.now();
    for (let push = 1; push <= 3; push += 1)
      expect((await form(AUTH_PATHS.eidInitiate, person)).status).toBe(200);
    for (let push = 4; push <= 5; push += 1)
      expect((await form(AUTH_PATHS.registerInitiate, person)).status).toBe(200);
    const refused = await form(AUTH_PATHS.eidInitiate, person);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited' });
    const until = Date.parse(String(refused.body.blocked_until));
    expect(until - started).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Another person is not affected.
    expect(
      (await form(AUTH_PATHS.eidInitiate, { provider: 'pension_smart_id', personal_code: '48503121230' }))
        .status,
    ).toBe(200);
  });

  it('8 parallel pushes for one person: exactly 5 are sent', async () => {
    const person = {
      provider: 'pension_mobile_id',
      personal_code: '50001018865',
      phone_number: '37060000666',
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => form(AUTH_PATHS.eidInitiate, person)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
  });
});

describe('a remembered browser', () => {
  /** A browser the server remembers for a person: only the cookie's hash is in the database. */
  async function rememberedBrowser(personalCode: string, expiresInMs: number): Promise<string> {
    const token = newOpaqueToken();
    await server.db.query(
      'INSERT INTO eid_remembered_browsers (token_hash, personal_code, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [
        tokenHash(token),
        personalCode,
        new Date().toISOString(),
        new Date(Date.now() + expiresInMs).toISOString(),
      ],
    );
    return `eid_remembered=${token}`;
  }

  it("starts count towards the person's 5 pushes in 15 minutes, with the personal-code form's", async () => {
    const personalCode = '48901011230';
    const cookie = await rememberedBrowser(personalCode, 60 * 60_000);
    const person = { provider: 'pension_smart_id', personal_code: personalCode };
    for (let push = 1; push <= 3; push += 1)
      expect((await form(AUTH_PATHS.rememberedInitiate, {}, { cookie })).status).toBe(200);
    for (let push = 4; push <= 5; push += 1)
      expect((await form(AUTH_PATHS.eidInitiate, person)).status).toBe(200);
    expect(await form(AUTH_PATHS.rememberedInitiate, {}, { cookie })).toMatchObject({
      status: 429,
      body: { error: 'rate_limited' },
    });
  });

  it('is not honoured once expired, nor with a cookie whose hash is not stored', async () => {
    const expired = await rememberedBrowser('48901011241', -1000);
    expect(await form(AUTH_PATHS.rememberedInitiate, {}, { cookie: expired })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const stored = await rememberedBrowser('48901011241', 60 * 60_000);
    const [, token] = stored.split('=');
    // The stored value is the SHA-256 (base64url) of the cookie, never the cookie itself.
    const rows = await server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM eid_remembered_browsers WHERE personal_code = $1',
      ['48901011241'],
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.map((row) => row.token_hash)).toContain(
      createHash('sha256').update(String(token)).digest('base64url'),
    );
    expect(
      (
        await form(
          AUTH_PATHS.rememberedInitiate,
          {},
          { cookie: `eid_remembered=${tokenHash(String(token))}` },
        )
      ).status,
    ).toBe(400);
    expect((await form(AUTH_PATHS.rememberedInitiate, {}, { cookie: stored })).status).toBe(200);
  });
});

describe('per customer (qualify)', () => {
  it('5 qualify requests in 15 minutes, then rate_limited', async () => {
    const headers = await server.auth('jonas');
    const start = () =>
      form(AUTH_PATHS.qualifyInitiate, { provider: 'pension_smart_id', action: 'password' }, headers);
    for (let push = 1; push <= 5; push += 1) expect((await start()).status).toBe(200);
    expect(await start()).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });
});
