/**
 * Smart-ID device-link login (QR on a desktop, Web2App on a phone) and the remembered browser, against
 * the SK fake's phone: the QR link is rebuilt by the server (elapsedSeconds now, authCode over it), a stale
 * one is refused by the phone; the Web2App callback needs the browser's SameSite=Lax cookie and works once;
 * a tampered callback is refused; a device-link login remembers the browser, which may then start a
 * notification login directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import {
  DeviceLinkInitiateResponse,
  DeviceLinkLinksResponse,
  TokenResponse,
} from '../../src/api/contract/auth';
import { createSeededDb, FORM, startAuthServer, testClock, type AuthServer } from './auth-test-server';
import { phone } from './sk-fake-helpers';

const client_id = PORTAL_CLIENT_ID;
let db: Db;
let server: AuthServer;

beforeAll(async () => {
  db = await createSeededDb();
  server = await startAuthServer(db, { publicUrl: 'http://127.0.0.1:8080' });
});
afterAll(async () => {
  await server.app.close();
  await db.close();
});

async function post(url: string, form: Record<string, string>, cookie?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': FORM, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(form).toString(),
  });
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
}

/** name=value of a Set-Cookie header, for the next request's Cookie header. */
const cookiePair = (cookies: string[], name: string) =>
  cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';

async function start() {
  const started = await post(AUTH_PATHS.deviceLinkInitiate, { client_id, lang: 'lit' });
  expect(started.status).toBe(200);
  return {
    ...started,
    body: DeviceLinkInitiateResponse.parse(started.body),
    binding: cookiePair(started.cookies, 'eid_device_link'),
  };
}

const grant = (token: string, cookie?: string) =>
  post(AUTH_PATHS.token, { grant_type: 'eid_token', client_id, token, scope: AUTH_SCOPE }, cookie);

describe('QR (cross-device)', () => {
  it('the server rebuilds the link; the phone scans it; the QR tab gets tokens and the browser is remembered', async () => {
    const started = await start();
    expect(started.binding).toMatch(/^eid_device_link=.+/);
    expect(started.cookies.find((c) => c.startsWith('eid_device_link='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(started.body.qr).toContain('deviceLinkType=QR&elapsedSeconds=0&sessionToken=');
    expect(started.body.web2app).toContain('deviceLinkType=Web2App&sessionToken=');
    expect(started.body.web2app).not.toContain('elapsedSeconds');
    expect(started.body.expires_in).toBe(120);
    expect((await grant(started.body.token)).body).toEqual({ error: 'authorization_pending' });

    const links = DeviceLinkLinksResponse.parse(
      (await post(AUTH_PATHS.deviceLinkLinks, { client_id, token: started.body.token, lang: 'lit' })).body,
    );
    expect(await phone(server.fake, 'scan', { link: links.qr, personalCode: '30303039914' })).toEqual({
      status: 200,
      body: { status: 'confirmed' },
    });
    const done = await grant(started.body.token);
    expect(done.status).toBe(200);
    TokenResponse.parse(done.body);
    const remembered = done.cookies.find((c) => c.startsWith('eid_remembered='));
    expect(remembered).toMatch(/Max-Age=2592000; HttpOnly; SameSite=Strict/);
    expect((await grant(started.body.token)).body.error).toBe('invalid_grant');

    // The remembered browser starts a notification login for its person directly.
    const again = await post(
      AUTH_PATHS.rememberedInitiate,
      { client_id },
      cookiePair(done.cookies, 'eid_remembered'),
    );
    expect(again.status).toBe(200);
    expect(again.body.control_code).toMatch(/^\d{4}$/);
    expect((await grant(String(again.body.token))).status).toBe(200);
    // Without the cookie (or forgotten) it is an unknown browser.
    expect((await post(AUTH_PATHS.rememberedInitiate, { client_id })).body.error).toBe('invalid_grant');
    const forgotten = await post(
      AUTH_PATHS.rememberedForget,
      { client_id },
      cookiePair(done.cookies, 'eid_remembered'),
    );
    expect(forgotten.cookies.find((c) => c.startsWith('eid_remembered='))).toContain('Max-Age=0');
    expect(
      (await post(AUTH_PATHS.rememberedInitiate, { client_id }, cookiePair(done.cookies, 'eid_remembered')))
        .body.error,
    ).toBe('invalid_grant');
  });

  it.each([
    ['forged-signature', 'server_error'],
    ['another-ca', 'server_error'],
    ['revoked', 'server_error'],
    ['lower-level', 'smart_id_basic'],
  ] as const)(
    'an answer with %s is refused (%s): no tokens, and the browser is not remembered',
    async (defect, error) => {
      const started = await start();
      server.fake.defect('40504040001', defect);
      const links = DeviceLinkLinksResponse.parse(
        (await post(AUTH_PATHS.deviceLinkLinks, { client_id, token: started.body.token, lang: 'lit' })).body,
      );
      expect((await phone(server.fake, 'scan', { link: links.qr, personalCode: '40504040001' })).status).toBe(
        200,
      );
      let answer = await grant(started.body.token);
      for (let tries = 0; answer.body.error === 'authorization_pending' && tries < 20; tries += 1)
        answer = await grant(started.body.token);
      expect(answer.body).toEqual({ error });
      expect(answer.cookies.find((c) => c.startsWith('eid_remembered='))).toBeUndefined();
    },
  );

  it('an old link is refused by the phone (elapsedSeconds must be fresh); one edited to look fresh has no valid authCode', async () => {
    const skClock = testClock();
    const other = await startAuthServer(db, { fakeNow: skClock.now });
    try {
      const started = await other.post(AUTH_PATHS.deviceLinkInitiate, { client_id });
      const first = String(started.body.qr);
      expect(first).toContain('elapsedSeconds=0&');
      // The phone scans the 0 s link 3 s later: stale.
      skClock.advance(3000);
      const scanned = await phone(other.fake, 'scan', { link: first, personalCode: '30303039914' });
      expect(scanned).toMatchObject({
        status: 409,
        body: { error: 'stale_qr', elapsedSeconds: 0, actualSeconds: 3 },
      });
      const token = String(started.body.token);
      const pending = await other.post(AUTH_PATHS.token, { grant_type: 'eid_token', client_id, token });
      expect(pending.body).toEqual({ error: 'authorization_pending' });
      // A link tampered to claim 3 s has no valid authCode any more.
      const forged = first.replace('elapsedSeconds=0&', 'elapsedSeconds=3&');
      expect((await phone(other.fake, 'scan', { link: forged, personalCode: '30303039914' })).body).toEqual({
        error: 'invalid_link',
      });
    } finally {
      await other.app.close();
    }
  });
});

describe('Web2App (same device)', () => {
  async function openOnPhone() {
    const started = await start();
    const opened = await phone(server.fake, 'open', {
      link: started.body.web2app,
      personalCode: '48804121233',
    });
    expect(opened.status).toBe(200);
    const callback = new URL(String(opened.body.callbackUrl));
    expect(callback.pathname).toBe('/login/smart-id/callback');
    return { started, callback };
  }

  const callbackForm = (callback: URL, overrides: Record<string, string> = {}) => ({
    client_id,
    value: callback.searchParams.get('value') ?? '',
    sessionSecretDigest: callback.searchParams.get('sessionSecretDigest') ?? '',
    userChallengeVerifier: callback.searchParams.get('userChallengeVerifier') ?? '',
    scope: AUTH_SCOPE,
    ...overrides,
  });

  it('the callback in the same browser gets tokens once; the QR tab waits for it and then finds it used', async () => {
    const { started, callback } = await openOnPhone();
    // The app answered, but the browser is not back yet: the answer is not trusted before the callback.
    expect((await grant(started.body.token)).body).toEqual({ error: 'authorization_pending' });
    const done = await post(AUTH_PATHS.deviceLinkCallback, callbackForm(callback), started.binding);
    expect(done.status).toBe(200);
    TokenResponse.parse(done.body);
    expect(done.cookies.find((c) => c.startsWith('eid_device_link='))).toContain('Max-Age=0');
    // This browser is remembered too (30 days): it may start the next login without the personal code.
    expect(done.cookies.find((c) => c.startsWith('eid_remembered='))).toContain('Max-Age=2592000');
    const asBefore = await post(
      AUTH_PATHS.rememberedInitiate,
      { client_id },
      cookiePair(done.cookies, 'eid_remembered'),
    );
    expect(asBefore.status).toBe(200);
    const replay = await post(AUTH_PATHS.deviceLinkCallback, callbackForm(callback), started.binding);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await grant(started.body.token)).body.error).toBe('invalid_grant');
  });

  it('opened in another browser (no or another cookie) it is refused, and the right browser still can', async () => {
    const { started, callback } = await openOnPhone();
    const other = await post(AUTH_PATHS.deviceLinkCallback, callbackForm(callback));
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/another browser/),
    });
    const foreign = await post(
      AUTH_PATHS.deviceLinkCallback,
      callbackForm(callback),
      'eid_device_link=somebody-else',
    );
    expect(foreign.body.error).toBe('invalid_grant');
    expect((await post(AUTH_PATHS.deviceLinkCallback, callbackForm(callback), started.binding)).status).toBe(
      200,
    );
  });

  it.each([
    ['sessionSecretDigest', 'A'.repeat(43)],
    ['userChallengeVerifier', 'B'.repeat(43)],
  ])('a tampered %s is refused for good and logged', async (field, value) => {
    const { started, callback } = await openOnPhone();
    const tampered = await post(
      AUTH_PATHS.deviceLinkCallback,
      callbackForm(callback, { [field]: value }),
      started.binding,
    );
    expect(tampered.body).toEqual({ error: 'server_error' });
    expect(server.logs.some((line) => line.includes('"check":"callback"'))).toBe(true);
    // Single use: the genuine parameters cannot be tried afterwards.
    expect(
      (await post(AUTH_PATHS.deviceLinkCallback, callbackForm(callback), started.binding)).body.error,
    ).toBe('invalid_grant');
  });
});

describe('the demo phone page (the SK fake’s /phone, for a person trying the demo)', () => {
  const page = async () => {
    const response = await fetch(`${server.fake.url}/phone`);
    expect(response.headers.get('content-type')).toContain('text/html');
    return response.text();
  };
  const press = async (action: string, form: Record<string, string>) => {
    const response = await fetch(`${server.fake.url}/phone/page/${action}`, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return decodeURIComponent(response.headers.get('location') ?? '');
  };

  it('lists a QR login waiting for a scan; "scan as" from the page logs that person in', async () => {
    const started = await start();
    const listed = await page();
    const session = /name="session" value="([^"]+)"/.exec(listed)?.[1];
    expect(session).toBeDefined();
    expect(listed).toContain('JONAS PETRAUSKAS (30303039914)');
    expect(await press('scan', { session: session ?? '', personalCode: '30303039914' })).toBe(
      '/phone?said=scan: confirmed',
    );
    const done = await grant(started.body.token);
    expect(done.status).toBe(200);
    TokenResponse.parse(done.body);
    // Answered: no longer listed.
    expect(await page()).not.toContain(`value="${session ?? ''}"`);
  });

  it('shows a push with the code the portal shows, and "refuse" ends the login as the person refused', async () => {
    const initiated = await post(AUTH_PATHS.eidInitiate, {
      client_id,
      provider: 'pension_smart_id',
      personal_code: '30403039983',
    });
    expect(initiated.status).toBe(200);
    const listed = await page();
    expect(listed).toContain(`code <strong>${String(initiated.body.control_code)}</strong>`);
    expect(await press('refuse', { personalCode: '30403039983' })).toBe('/phone?said=refuse: refused');
    expect((await grant(String(initiated.body.token))).body).toEqual({ error: 'user_cancelled' });
  });
});
