/**
 * Issue 9 item 8: revocation ends the whole family and its access tokens, whatever token_type_hint says;
 * families end 12 hours after the login; a bad scope does not rotate; exp is required with at most a
 * 15-minute lifetime; the sbam scope is required; tokens carry no personal code.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, importJWK, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPrivateJwk } from '../../server/auth/keys';
import { connectRoutes } from '../../server/auth/connect-routes';
import { createAccessTokens } from '../../server/auth/access-tokens';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { migrate } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import Fastify from 'fastify';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import { TokenResponse } from '../../src/api/contract/auth';
import { createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';
import { testClock } from './auth-test-server';

const KEK = randomBytes(32);
const CONTACT = '/api/v3/Users/GetContactInformation';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ simulator: true, keyEncryptionKey: KEK });
});
afterAll(async () => {
  await server.close();
});

async function form(url: string, fields: Record<string, string>) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function login(): Promise<TokenResponse> {
  const answer = await form(AUTH_PATHS.token, {
    grant_type: 'password',
    username: 'jonas01',
    password: 'Pensija2026',
    scope: AUTH_SCOPE,
  });
  expect(answer.status).toBe(200);
  return TokenResponse.parse(answer.body);
}

async function api(accessToken: string): Promise<number> {
  const response = await server.app.inject({
    method: 'GET',
    url: CONTACT,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.statusCode;
}

const refresh = (refreshToken: string, scope?: string) =>
  form(AUTH_PATHS.token, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    ...(scope ? { scope } : {}),
  });

function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('revocation ends the whole family', () => {
  it('logout with the refresh token: the access token is refused at once', async () => {
    const tokens = await login();
    expect(await api(tokens.access_token)).toBe(200);
    expect((await form(AUTH_PATHS.revocation, { token: tokens.refresh_token })).status).toBe(200);
    expect(await api(tokens.access_token)).toBe(401);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('token_type_hint=access_token with a refresh token is not trusted: the family still ends', async () => {
    const tokens = await login();
    await form(AUTH_PATHS.revocation, { token: tokens.refresh_token, token_type_hint: 'access_token' });
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
    expect(await api(tokens.access_token)).toBe(401);
  });

  it('revoking an access token (any hint) ends its family, refresh token included', async () => {
    for (const hint of ['refresh_token', 'access_token', undefined]) {
      const tokens = await login();
      await form(AUTH_PATHS.revocation, {
        token: tokens.access_token,
        ...(hint ? { token_type_hint: hint } : {}),
      });
      expect(await api(tokens.access_token)).toBe(401);
      expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
    }
  });

  it('refresh-token reuse ends the family and its access tokens, also the newest one', async () => {
    const tokens = await login();
    const rotated = TokenResponse.parse((await refresh(tokens.refresh_token)).body);
    expect(await api(rotated.access_token)).toBe(200);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
    expect(await api(tokens.access_token)).toBe(401);
    expect(await api(rotated.access_token)).toBe(401);
  });

  it('another process sees the revocation within the 10 s cache', async () => {
    const tokens = await login();
    let clock = Date.now();
    const other = createAccessTokens({ db: server.db, keys: server.app.keys, now: () => clock });
    expect((await other.verify(tokens.access_token)).customerId).toBe(server.customerId('jonas'));
    await form(AUTH_PATHS.revocation, { token: tokens.refresh_token });
    clock += 10_001;
    await expect(other.verify(tokens.access_token)).rejects.toThrow();
  });
});

describe('scope', () => {
  it('a refresh asking for a scope beyond the grant is refused before rotating: the token stays usable', async () => {
    const tokens = await login();
    expect((await refresh(tokens.refresh_token, 'openid sbam admin')).body.error).toBe('invalid_scope');
    expect((await refresh(tokens.refresh_token, 'openid sbam offline_access')).status).toBe(200);
  });
});

describe('what a token carries and must carry', () => {
  let privateKey: CryptoKey;
  let kid: string;

  beforeAll(async () => {
    const [row] = await server.db.query<{ kid: string; private_jwk_encrypted: string }>(
      'SELECT kid, private_jwk_encrypted FROM signing_keys WHERE active',
    );
    if (!row) throw new Error('no active key');
    kid = row.kid;
    privateKey = (await importJWK(
      decryptPrivateJwk(row.private_jwk_encrypted, kid, KEK),
      'ES256',
    )) as CryptoKey;
  });

  /** A token signed with the server's real key, so only the rule under test can refuse it. */
  async function forge(claims: JWTPayload, lifetime: number | null, sessionId: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ sid: sessionId, scope: AUTH_SCOPE, ...claims })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer('pension-portal')
      .setAudience('pension-portal-api')
      .setIssuedAt(now)
      .setJti(randomUUID());
    if (lifetime !== null) jwt.setExpirationTime(now + lifetime);
    return jwt.sign(privateKey);
  }

  it('exp is required, at most 15 minutes after iat; sbam is required; sub must match the session', async () => {
    const tokens = await login();
    const { sid, sub } = payloadOf(tokens.access_token) as { sid: string; sub: string };
    expect(await api(await forge({ sub }, 600, sid))).toBe(200); // the control: everything right
    expect(await api(await forge({ sub }, null, sid))).toBe(401); // no exp
    expect(await api(await forge({ sub }, 10 * 365 * 24 * 3600, sid))).toBe(401); // 10 years
    expect(await api(await forge({ sub }, 15 * 60 + 60, sid))).toBe(401); // 16 minutes
    expect(await api(await forge({ sub, scope: 'openid offline_access' }, 600, sid))).toBe(401); // no sbam
    expect(await api(await forge({ sub: randomUUID() }, 600, sid))).toBe(401); // someone else's session
    expect(await api(await forge({ sub }, 600, 'made-up-session'))).toBe(401);
    expect(await api(await forge({ sub: String(server.customerId('jonas')) }, 600, sid))).toBe(401);
  });

  it('a refresh narrowed to a scope without sbam gives a token the API refuses', async () => {
    const tokens = await login();
    const narrowed = TokenResponse.parse((await refresh(tokens.refresh_token, 'openid offline_access')).body);
    expect(await api(narrowed.access_token)).toBe(401);
  });

  it('no personal code in access or id tokens: an opaque subject', async () => {
    const tokens = await login();
    const [row] = await server.db.query<{ auth_subject: string; personal_code: string }>(
      'SELECT auth_subject::text AS auth_subject, personal_code FROM customers WHERE id = $1',
      [server.customerId('jonas')],
    );
    for (const jwt of [tokens.access_token, tokens.id_token ?? '']) {
      const payload = payloadOf(jwt);
      expect(payload.sub).toBe(row?.auth_subject);
      expect(payload).not.toHaveProperty('pc');
      expect(JSON.stringify(payload)).not.toContain(row?.personal_code ?? 'x');
      expect(payload.sub).not.toBe(String(server.customerId('jonas')));
    }
  });
});

describe('absolute family lifetime (12 h)', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb();
    await migrate(testDb.db);
    await seedDemoData(testDb.db);
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('refreshing every 50 minutes works until 12 h after the login, then invalid_grant; access tokens end with it', async () => {
    const clock = testClock();
    const keys = await loadOrCreateKeys(testDb.db);
    const accessTokens = createAccessTokens({ db: testDb.db, keys, now: clock.now });
    const app = Fastify();
    await app.register(connectRoutes, { db: testDb.db, keys, accessTokens, now: clock.now });
    await app.ready();
    const post = async (fields: Record<string, string>) => {
      const response = await app.inject({
        method: 'POST',
        url: AUTH_PATHS.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...fields }).toString(),
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    };
    try {
      let tokens = TokenResponse.parse(
        (
          await post({
            grant_type: 'password',
            username: 'jonas01',
            password: 'Pensija2026',
            scope: AUTH_SCOPE,
          })
        ).body,
      );
      const firstAccess = tokens.access_token;
      // 14 refreshes, 50 minutes apart: 11 h 40 min after the login.
      for (let i = 0; i < 14; i += 1) {
        clock.advance(50 * 60_000);
        const answer = await post({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
        expect(answer.status).toBe(200);
        tokens = TokenResponse.parse(answer.body);
      }
      // The access token never outlives the family: at most the 20 minutes left, and so at most 15.
      expect(tokens.expires_in).toBeLessThanOrEqual(15 * 60);
      clock.advance(10 * 60_000); // 11 h 50 min: 10 minutes left
      const last = TokenResponse.parse(
        (await post({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).body,
      );
      expect(last.expires_in).toBeLessThanOrEqual(10 * 60);
      expect(last.expires_in).toBeGreaterThan(9 * 60);
      clock.advance(10 * 60_000 + 1000); // 12 h and a second
      expect(await post({ grant_type: 'refresh_token', refresh_token: last.refresh_token })).toMatchObject({
        status: 400,
        body: { error: 'invalid_grant' },
      });
      // The family's tokens are refused by the API's checker once the family has ended.
      await expect(accessTokens.verify(last.access_token)).rejects.toThrow();
      await expect(accessTokens.verify(firstAccess)).rejects.toThrow();
    } finally {
      await app.close();
      keys.close();
    }
  });
});
