/**
 * The bank's handover (grant login_sb_token, docs/bank-handover.md): a signed assertion from the fake bank
 * (server/fakes/bank.ts, its keys fetched from its JWKS over HTTP) logs the person in once; forged,
 * expired, long-lived, replayed (also on a second server instance), wrong-audience, wrong-issuer and
 * unsigned assertions are refused.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, AUTH_SCOPE } from '../../src/api/contract/auth-codes';
import { startFakeBank, type FakeBank } from '../../server/fakes/bank';
import { createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';

const PORTAL = 'https://pensijos.example.lt';

let bank: FakeBank;
let testDb: TestDb;
let server: TestServer;
let second: TestServer;

beforeAll(async () => {
  bank = await startFakeBank({ portalUrl: PORTAL });
  testDb = await createTestDb();
  const bankHandover = { jwksUrl: bank.jwksUrl, issuer: bank.url, audience: PORTAL };
  server = await startTestServer({ publicUrl: PORTAL, bankHandover }, testDb);
  second = await startTestServer({ publicUrl: PORTAL, bankHandover }, testDb);
});
afterAll(async () => {
  await second.close();
  await server.close();
  await testDb.drop();
  await bank.close();
});

async function exchange(on: TestServer, token: string) {
  const response = await on.app.inject({
    method: 'POST',
    url: AUTH_PATHS.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'login_sb_token', token, scope: AUTH_SCOPE }).toString(),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const refused = { status: 400, body: { error: 'invalid_grant' } };

/** The header and claims the fake bank uses, signed with another key (a forger's). */
async function forged(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  const kid = (JSON.parse(await fetch(bank.jwksUrl).then((r) => r.text())) as { keys: { kid: string }[] })
    .keys[0]?.kid;
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, ...header }).sign(privateKey);
}

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: bank.url,
  aud: PORTAL,
  sub: '30303039914',
  jti: randomUUID(),
  iat: now(),
  exp: now() + 60,
  ...overrides,
});

describe('the bank handover (login_sb_token)', () => {
  it('accepts an assertion the bank signed, once; the fake bank page sends the person to /login/sb/<assertion>', async () => {
    const page = await fetch(`${bank.url}/login`, {
      method: 'POST',
      body: new URLSearchParams({ personal_code: '30303039914' }),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    const location = page.headers.get('location') ?? '';
    expect(location.startsWith(`${PORTAL}/login/sb/`)).toBe(true);
    const token = location.slice(`${PORTAL}/login/sb/`.length);
    const first = await exchange(server, token);
    expect(first.status).toBe(200);
    expect(first.body).toHaveProperty('access_token');
    // Replayed on the same instance and on the other one (the used jti is in the shared database).
    expect(await exchange(server, token)).toMatchObject(refused);
    expect(await exchange(second, token)).toMatchObject(refused);
  });

  it('a bank whose keys cannot be read now: ask again (server_error), the assertion stays unused', async () => {
    // An instance of the same deployment whose address for the bank's keys answers nothing.
    const closed = await import('node:http').then(({ createServer }) => {
      const probe = createServer();
      return new Promise<string>((resolve) =>
        probe.listen(0, '127.0.0.1', () => {
          const address = probe.address();
          const port = typeof address === 'object' && address ? address.port : 0;
          probe.close(() => resolve(`http://127.0.0.1:${String(port)}/jwks.json`));
        }),
      );
    });
    const cut = await startTestServer(
      { publicUrl: PORTAL, bankHandover: { jwksUrl: closed, issuer: bank.url, audience: PORTAL } },
      testDb,
    );
    try {
      const page = await fetch(`${bank.url}/login`, {
        method: 'POST',
        body: new URLSearchParams({ personal_code: '30303039914' }),
        redirect: 'manual',
      });
      const token = (page.headers.get('location') ?? '').slice(`${PORTAL}/login/sb/`.length);
      expect(await exchange(cut, token)).toMatchObject({ status: 500, body: { error: 'server_error' } });
      // Not used up: an instance that can read the keys logs the person in with it.
      const again = await exchange(server, token);
      expect(again.status).toBe(200);
      expect(again.body).toHaveProperty('access_token');
    } finally {
      await cut.close();
    }
  });

  it('refuses an assertion signed with another key (forged)', async () => {
    expect(await exchange(server, await forged(claims()))).toMatchObject(refused);
  });

  it('refuses an expired assertion, one that lives longer than a minute, another audience or issuer, no jti', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    // A bank key the server trusts, to sign claims the fake bank would never sign.
    const trusted = await startFakeBankWithKey(await exportJWK(publicKey));
    try {
      const sign = (payload: Record<string, unknown>) =>
        new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).sign(privateKey);
      const base = { iss: trusted.issuer, aud: PORTAL, sub: '30303039914' };
      expect(
        (
          await exchange(
            trusted.server,
            await sign({ ...base, jti: randomUUID(), iat: now(), exp: now() + 60 }),
          )
        ).status,
      ).toBe(200);
      expect(
        await exchange(
          trusted.server,
          await sign({ ...base, jti: randomUUID(), iat: now() - 120, exp: now() - 60 }),
        ),
      ).toMatchObject(refused);
      expect(
        await exchange(
          trusted.server,
          await sign({ ...base, jti: randomUUID(), iat: now(), exp: now() + 61 }),
        ),
      ).toMatchObject(refused);
      // Signed with the bank's key, but for another portal, or naming another issuer.
      expect(
        await exchange(
          trusted.server,
          await sign({
            ...base,
            aud: 'https://other-portal.example.lt',
            jti: randomUUID(),
            iat: now(),
            exp: now() + 60,
          }),
        ),
      ).toMatchObject(refused);
      expect(
        await exchange(
          trusted.server,
          await sign({
            ...base,
            iss: 'https://other-bank.example.lt',
            jti: randomUUID(),
            iat: now(),
            exp: now() + 60,
          }),
        ),
      ).toMatchObject(refused);
      // No jti: it could not be single use.
      expect(
        await exchange(trusted.server, await sign({ ...base, iat: now(), exp: now() + 60 })),
      ).toMatchObject(refused);
    } finally {
      await trusted.close();
    }
  });

  it('refuses a bank it does not trust and an assertion without a signature', async () => {
    const otherPortal = await startFakeBank({ portalUrl: 'https://other-portal.example.lt' });
    try {
      // Another bank's key and issuer (and made for another portal).
      expect(await exchange(server, await otherPortal.assertion('30303039914'))).toMatchObject(refused);
    } finally {
      await otherPortal.close();
    }
    const unsigned = new UnsecuredJWT(claims()).encode();
    expect(await exchange(server, unsigned)).toMatchObject(refused);
  });

  it('a person without contracts gets user_not_onboarded, a minor minor_not_allowed', async () => {
    expect(await exchange(server, await bank.assertion('50001029996'))).toMatchObject({
      status: 400,
      body: { error: 'user_not_onboarded' },
    });
    expect(await exchange(server, await bank.assertion('61101012257'))).toMatchObject({
      status: 400,
      body: { error: 'minor_not_allowed' },
    });
  });

  it('without configured bank keys every handover is refused', async () => {
    const unconfigured = await startTestServer({ publicUrl: PORTAL }, testDb);
    try {
      expect(await exchange(unconfigured, await bank.assertion('30303039914'))).toMatchObject(refused);
    } finally {
      await unconfigured.close();
    }
  });
});

/** A server that trusts one given public key as the bank's (SB_JWKS_FILE's JWKS form). */
async function startFakeBankWithKey(jwk: Record<string, unknown>) {
  const { writeFileSync, mkdtempSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'bank-keys-'));
  const file = join(dir, 'jwks.json');
  writeFileSync(file, JSON.stringify({ keys: [{ ...jwk, kid: 'k1', alg: 'ES256', use: 'sig' }] }));
  const issuer = 'https://bank.example.lt';
  const trusted = await startTestServer(
    { publicUrl: PORTAL, bankHandover: { jwksFile: file, issuer, audience: PORTAL } },
    testDb,
  );
  return {
    server: trusted,
    issuer,
    async close() {
      await trusted.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
