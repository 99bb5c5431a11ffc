import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import { TokenResponse } from '../../src/api/contract/auth';
import { mobileIdVerificationCode } from '../../server/auth/eid/mobile-id-protocol';
import { MAX_PASSWORD_FAILURES, PASSWORD_LOCK_MS } from '../../server/auth/lockout';
import { createSeededDb, FORM, startAuthServer, testClock, type AuthServer } from './auth-test-server';
import { phone } from './sk-fake-helpers';

const client_id = PORTAL_CLIENT_ID;
const scope = AUTH_SCOPE;

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

async function eidLogin(s: AuthServer, form: Record<string, string>) {
  const initiated = await s.post(AUTH_PATHS.eidInitiate, { client_id, ...form });
  if (initiated.status !== 200) return { initiated, final: undefined };
  const final = await s.post(AUTH_PATHS.token, {
    grant_type: 'eid_token',
    client_id,
    token: String(initiated.body.token),
    scope,
  });
  return { initiated, final };
}

describe('Smart-ID demo identities', () => {
  it.each(['30303039914', '40504040001', '39901012239'])(
    '%s confirms and gets tokens',
    async (personal_code) => {
      const { initiated, final } = await eidLogin(server, { provider: 'pension_smart_id', personal_code });
      expect(initiated.status).toBe(200);
      expect(initiated.body.control_code).toMatch(/^\d{4}$/);
      expect(initiated.body.expires_in).toBe(120);
      expect(final?.status).toBe(200);
      const tokens = TokenResponse.parse(final?.body);
      expect(tokens.scope).toBe(scope);
      expect(tokens.expires_in).toBe(900);
      const keys = await loadOrCreateKeys(db);
      const verified = await keys.verifyAccessToken(tokens.access_token);
      // The opaque subject, never the personal code.
      const [row] = await db.query<{ auth_subject: string }>(
        'SELECT auth_subject::text AS auth_subject FROM customers WHERE personal_code = $1',
        [personal_code],
      );
      expect(verified.subject).toBe(row?.auth_subject);
      expect(JSON.stringify(verified.payload)).not.toContain(personal_code);
    },
  );

  it.each([
    ['50001029996', 'user_not_onboarded'],
    // §1: a minor (born 2011) is directed to the customer centre, not to registration (which refuses minors).
    ['61101012257', 'minor_not_allowed'],
    ['30403039917', 'user_cancelled'],
    ['30403039972', 'wrong_vc'],
  ])('%s -> %s (at finalisation, repeated to later polls)', async (personal_code, error) => {
    const { initiated, final } = await eidLogin(server, { provider: 'pension_smart_id', personal_code });
    expect(initiated.status).toBe(200);
    expect(final?.status).toBe(400);
    expect(final?.body).toEqual({ error });
    const again = await server.post(AUTH_PATHS.token, {
      grant_type: 'eid_token',
      client_id,
      token: String(initiated.body.token),
    });
    expect(again.body).toEqual({ error });
  });

  it.each([
    ['40504049999', 'smart_id_basic'],
    ['38501010002', 'smart_id_does_not_exist'],
  ])('%s -> %s (at initiation)', async (personal_code, error) => {
    const { initiated } = await eidLogin(server, { provider: 'pension_smart_id', personal_code });
    expect(initiated.status).toBe(400);
    expect(initiated.body).toEqual({ error });
  });

  it('an invalid personal code is invalid_request', async () => {
    const { initiated } = await eidLogin(server, {
      provider: 'pension_smart_id',
      personal_code: '30303039915',
    });
    expect(initiated.status).toBe(400);
    expect(initiated.body.error).toBe('invalid_request');
  });
});

describe('Mobile-ID demo numbers', () => {
  it('+37060000666 with 50001018865 confirms', async () => {
    const { final } = await eidLogin(server, {
      provider: 'pension_mobile_id',
      personal_code: '50001018865',
      phone_number: '37060000666',
    });
    expect(final?.status).toBe(200);
    TokenResponse.parse(final?.body);
  });

  it("keeps the login's phone as the customer's Mobile-ID phone (offered when they confirm or sign)", async () => {
    const mobileIdPhone = async () =>
      (
        await db.query<{ mobile_id_phone: string | null }>(
          'SELECT mobile_id_phone FROM customers WHERE personal_code = $1',
          ['50001018865'],
        )
      )[0]?.mobile_id_phone;
    await db.query('UPDATE customers SET mobile_id_phone = NULL WHERE personal_code = $1', ['50001018865']);
    const { final } = await eidLogin(server, {
      provider: 'pension_mobile_id',
      personal_code: '50001018865',
      phone_number: '37060000666',
    });
    expect(final?.status).toBe(200);
    expect(await mobileIdPhone()).toBe('+37060000666');
  });

  it.each([
    ['37060000007', 'mobile_id_does_not_exist'],
    ['37060000008', 'user_cancelled'],
    ['37060000009', 'session_expired'],
    ['37060000010', 'phone_absent'],
    ['37069999999', 'mobile_id_does_not_exist'],
  ])('%s -> %s', async (phone_number, error) => {
    const { final } = await eidLogin(server, {
      provider: 'pension_mobile_id',
      personal_code: '50001018865',
      phone_number,
    });
    expect(final?.status).toBe(400);
    expect(final?.body).toEqual({ error });
  });

  it('+37060000666 with another personal code is not a Mobile-ID pair', async () => {
    const { final } = await eidLogin(server, {
      provider: 'pension_mobile_id',
      personal_code: '30303039914',
      phone_number: '37060000666',
    });
    expect(final?.body).toEqual({ error: 'mobile_id_does_not_exist' });
  });

  it('the phone number is required for Mobile-ID, without plus', async () => {
    for (const phone of [undefined, '+37060000666']) {
      const response = await server.post(AUTH_PATHS.eidInitiate, {
        client_id,
        provider: 'pension_mobile_id',
        personal_code: '50001018865',
        ...(phone ? { phone_number: phone } : {}),
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('invalid_request');
    }
  });
});

describe('eID polling and the 120 s window', () => {
  it('authorization_pending until the phone confirms, tokens once, then invalid_grant', async () => {
    const clock = testClock();
    // The demo person would answer only after 10 minutes: the phone endpoint confirms instead.
    const slow = await startAuthServer(db, { eidConfirmDelayMs: 10 * 60_000, now: clock.now });
    try {
      const initiated = await slow.post(AUTH_PATHS.eidInitiate, {
        client_id,
        provider: 'pension_smart_id',
        personal_code: '30303039914',
      });
      const poll = () =>
        slow.post(AUTH_PATHS.token, {
          grant_type: 'eid_token',
          client_id,
          token: String(initiated.body.token),
          scope,
        });
      expect((await poll()).body).toEqual({ error: 'authorization_pending' });
      clock.advance(3000);
      const pending = await poll();
      expect(pending.status).toBe(400);
      expect(pending.body).toEqual({ error: 'authorization_pending' });
      const confirmed = await phone(slow.fake, 'confirm', {
        personalCode: '30303039914',
        code: initiated.body.control_code,
      });
      expect(confirmed.body).toEqual({ status: 'confirmed', verificationCode: initiated.body.control_code });
      expect((await poll()).status).toBe(200);
      const reused = await poll();
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('invalid_grant');
    } finally {
      await slow.app.close();
    }
  });

  it('a login not confirmed within 120 s ends with session_expired', async () => {
    const clock = testClock();
    const slow = await startAuthServer(db, { eidConfirmDelayMs: 10 * 60_000, now: clock.now });
    try {
      const initiated = await slow.post(AUTH_PATHS.eidInitiate, {
        client_id,
        provider: 'pension_smart_id',
        personal_code: '30303039914',
      });
      const poll = () =>
        slow.post(AUTH_PATHS.token, {
          grant_type: 'eid_token',
          client_id,
          token: String(initiated.body.token),
        });
      clock.advance(119_999);
      expect((await poll()).body).toEqual({ error: 'authorization_pending' });
      clock.advance(1);
      expect((await poll()).body).toEqual({ error: 'session_expired' });
    } finally {
      await slow.app.close();
    }
  });
});

describe('the never-answering demo identity (30403039983)', () => {
  it('stays authorization_pending however long the phone is waited for; only the 120 s window ends it', async () => {
    const clock = testClock();
    // Even with no confirmation delay the identity never answers.
    const instant = await startAuthServer(db, { eidConfirmDelayMs: 0, now: clock.now });
    try {
      const initiated = await instant.post(AUTH_PATHS.eidInitiate, {
        client_id,
        provider: 'pension_smart_id',
        personal_code: '30403039983',
      });
      expect(initiated.status).toBe(200);
      const poll = () =>
        instant.post(AUTH_PATHS.token, {
          grant_type: 'eid_token',
          client_id,
          token: String(initiated.body.token),
          scope,
        });
      expect((await poll()).body).toEqual({ error: 'authorization_pending' });
      clock.advance(6_000);
      expect((await poll()).body).toEqual({ error: 'authorization_pending' });
      clock.advance(113_999);
      expect((await poll()).body).toEqual({ error: 'authorization_pending' });
      clock.advance(1);
      expect((await poll()).body).toEqual({ error: 'session_expired' });
    } finally {
      await instant.app.close();
    }
  });
});

describe('RFC 6749 errors and headers', () => {
  it('every answer is no-store, success and error alike', async () => {
    const ok = await server.post(AUTH_PATHS.eidInitiate, {
      client_id,
      provider: 'pension_smart_id',
      personal_code: '30303039914',
    });
    const bad = await server.post(AUTH_PATHS.token, { grant_type: 'nope' });
    for (const response of [ok, bad]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('error bodies: unsupported_grant_type, invalid_request, invalid_client (401), invalid_grant, invalid_scope', async () => {
    expect(await server.post(AUTH_PATHS.token, { grant_type: 'client_credentials' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await server.post(AUTH_PATHS.token, {})).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(
      await server.post(AUTH_PATHS.token, { grant_type: 'eid_token', client_id: 'evil', token: 'x' }),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(
      await server.post(AUTH_PATHS.token, { grant_type: 'eid_token', client_id, token: 'unknown' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(
      await server.post(AUTH_PATHS.token, {
        grant_type: 'password',
        username: 'jonas01',
        password: 'Pensija2026',
        scope: 'admin',
      }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    for (const response of [await server.post(AUTH_PATHS.token, {})]) {
      expect(Object.keys(response.body).every((key) => key === 'error' || key === 'error_description')).toBe(
        true,
      );
    }
  });

  it('a repeated parameter and a non-form body are invalid_request', async () => {
    const repeated = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.token,
      headers: { 'content-type': FORM },
      payload: 'grant_type=password&username=a&username=b&password=x',
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toBe('invalid_request');
    const json = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', username: 'jonas01', password: 'Pensija2026' }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('invalid_request');
  });

  it('serves the JWKS', async () => {
    const response = await server.app.inject({ method: 'GET', url: AUTH_PATHS.jwks });
    expect(response.statusCode).toBe(200);
    expect(response.json().keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(response.json().keys[0].d).toBeUndefined();
  });
});

describe('refresh-token rotation', () => {
  async function passwordLogin(s: AuthServer = server) {
    const response = await s.post(AUTH_PATHS.token, {
      grant_type: 'password',
      username: 'jonas01',
      password: 'Pensija2026',
      scope,
    });
    expect(response.status).toBe(200);
    return TokenResponse.parse(response.body);
  }

  it('rotates: each refresh gives a new refresh token', async () => {
    const first = await passwordLogin();
    const second = await server.post(AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(second.status).toBe(200);
    const rotated = TokenResponse.parse(second.body);
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect(rotated.access_token).not.toBe(first.access_token);
    const third = await server.post(AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: rotated.refresh_token,
    });
    expect(third.status).toBe(200);
  });

  it('a reused refresh token is refused and revokes the whole family', async () => {
    const first = await passwordLogin();
    const other = await passwordLogin();
    const rotated = TokenResponse.parse(
      (
        await server.post(AUTH_PATHS.token, {
          grant_type: 'refresh_token',
          refresh_token: first.refresh_token,
        })
      ).body,
    );
    const reuse = await server.post(AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
    // The legitimate newest token of the family is dead too.
    const newest = await server.post(AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: rotated.refresh_token,
    });
    expect(newest.body.error).toBe('invalid_grant');
    // Another login's family is untouched.
    const unrelated = await server.post(AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: other.refresh_token,
    });
    expect(unrelated.status).toBe(200);
  });

  it('logout (RFC 7009 revocation) revokes the family; unknown tokens are fine', async () => {
    const tokens = await passwordLogin();
    const revoked = await server.post(AUTH_PATHS.revocation, {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
    });
    expect(revoked).toMatchObject({ status: 200, body: {} });
    expect(revoked.headers['cache-control']).toBe('no-store');
    const refresh = await server.post(AUTH_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
    expect((await server.post(AUTH_PATHS.revocation, { token: 'unknown' })).status).toBe(200);
  });
});

describe('password login and lockout', () => {
  it('logs in by username or e-mail; wrong password is invalid_grant; unknown user too', async () => {
    expect(
      (
        await server.post(AUTH_PATHS.token, {
          grant_type: 'password',
          username: '  jonas01 ',
          password: 'Pensija2026',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await server.post(AUTH_PATHS.token, {
          grant_type: 'password',
          username: 'Jonas.Petrauskas@example.com',
          password: 'Pensija2026',
        })
      ).status,
    ).toBe(200);
    expect(
      await server.post(AUTH_PATHS.token, { grant_type: 'password', username: 'nobody1', password: 'x' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it(`locks after ${MAX_PASSWORD_FAILURES} wrong passwords (the right one is told user_locked, never let in), unlocks later`, async () => {
    const clock = testClock();
    const s = await startAuthServer(db, { now: clock.now });
    try {
      const attempt = (password: string) =>
        s.post(AUTH_PATHS.token, { grant_type: 'password', username: 'jonas01', password });
      const refused = { error: 'invalid_grant', error_description: 'Incorrect username or password' };
      for (let i = 1; i <= MAX_PASSWORD_FAILURES; i++) expect((await attempt('wrong')).body).toEqual(refused);
      expect((await attempt('Pensija2026')).body).toMatchObject({ error: 'user_locked' });
      clock.advance(PASSWORD_LOCK_MS + 1);
      expect((await attempt('Pensija2026')).status).toBe(200);
      // success resets the counter
      expect((await attempt('wrong')).body.error).toBe('invalid_grant');
      expect((await attempt('Pensija2026')).status).toBe(200);
    } finally {
      await s.app.close();
    }
  });
});

describe('two server instances on one database', () => {
  it('a login started on one instance is finished on the other; refresh and lockout are shared', async () => {
    const clock = testClock();
    const a = await startAuthServer(db, { eidConfirmDelayMs: 10 * 60_000, now: clock.now });
    // Both instances talk to one SK.
    const b = await startAuthServer(db, { fake: a.eid, now: clock.now });
    try {
      const initiated = await a.post(AUTH_PATHS.eidInitiate, {
        client_id,
        provider: 'pension_smart_id',
        personal_code: '40504040001',
      });
      const poll = (s: AuthServer) =>
        s.post(AUTH_PATHS.token, {
          grant_type: 'eid_token',
          client_id,
          token: String(initiated.body.token),
          scope,
        });
      expect((await poll(b)).body).toEqual({ error: 'authorization_pending' });
      await phone(a.fake, 'confirm', { personalCode: '40504040001' });
      const done = await poll(b);
      expect(done.status).toBe(200);
      expect((await poll(a)).body.error).toBe('invalid_grant');

      const tokens = TokenResponse.parse(done.body);
      const refreshed = await a.post(AUTH_PATHS.token, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      const reuse = await b.post(AUTH_PATHS.token, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(reuse.body.error).toBe('invalid_grant');
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});

describe('logs', () => {
  it('contain no token, password or personal code', async () => {
    const { initiated, final } = await eidLogin(server, {
      provider: 'pension_smart_id',
      personal_code: '39901012239',
    });
    await server.post(AUTH_PATHS.token, {
      grant_type: 'password',
      username: 'jonas01',
      password: 'Pensija2026',
    });
    const text = server.logs.join('\n');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [
      '39901012239',
      '30303039914',
      'Pensija2026',
      String(initiated.body.token),
      String(final?.body.access_token),
      String(final?.body.refresh_token),
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('Mobile-ID verification code bounds', () => {
  it('6 high bits of the first byte and 7 low bits of the last byte', () => {
    expect(mobileIdVerificationCode(Uint8Array.from([0xfc, 0x00, 0x7f]))).toBe('8191');
    expect(mobileIdVerificationCode(Uint8Array.from([0x03, 0x12, 0x80]))).toBe('0000');
    expect(mobileIdVerificationCode(Uint8Array.from([0x04, 0x00, 0x01]))).toBe('0129');
  });
});
