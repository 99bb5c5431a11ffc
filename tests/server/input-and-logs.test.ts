/**
 * Issue 9 item 9: control characters are refused with 400 wherever text is accepted (query, form and JSON
 * bodies, parameter names), never a 500; and the logs carry neither the bank handover token of
 * /login/sb/<token>, nor the referral `e=`, nor the outbox `recipient=`, nor secrets under percent-encoded
 * parameter names.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import { DEMO_LINK_HASHES } from '../../server/db/seed/personas';
import { loggerOptions, maskUrl } from '../../server/security/logging';
import { startTestServer, type TestServer } from './helpers';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const lines: string[] = [];
let server: TestServer;
let auth: { authorization: string };

beforeAll(async () => {
  const options = loggerOptions('info');
  if (typeof options !== 'object') throw new Error('loggerOptions must return an options object');
  server = await startTestServer({
    logger: { ...options, stream: { write: (line: string) => void lines.push(line) } },
  });
  auth = await server.auth('jonas');
});
afterAll(async () => {
  await server.close();
});

async function expectRefused(options: InjectOptions, field: string): Promise<void> {
  const response = await server.app.inject(options);
  expect(response.statusCode, `${String(options.url)} ${response.body}`).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, code: 'validation', field });
}

async function expectFormRefused(url: string, form: Record<string, string>): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(form).toString(),
  });
  expect(response.statusCode, `${url} ${response.body}`).toBe(400);
  expect(response.json()).toMatchObject({ error: 'invalid_request' });
}

describe('control characters are refused with 400', () => {
  it('in query values: tk, contractNumber, recipient', async () => {
    await expectRefused(
      { method: 'GET', url: '/api/Brokers/GetContactInfo?tk=PK-1024%00', headers: auth },
      'query.tk',
    );
    await expectRefused(
      { method: 'GET', url: '/api/Transfers/GetTransfers?contractNumber=2P%00', headers: auth },
      'query.contractNumber',
    );
    await expectRefused(
      { method: 'GET', url: '/api/dev/outbox?recipient=jonas%00@example.com' },
      'query.recipient',
    );
    for (const control of ['%01', '%0A', '%1B', '%7F', '%C2%85']) {
      await expectRefused(
        { method: 'GET', url: `/api/Brokers/GetContactInfo?tk=PK${control}1024`, headers: auth },
        'query.tk',
      );
    }
  });

  it('in query parameter names', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/Brokers/GetContactInfo?tk=PK-1024&x%00y=1',
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation' });
  });

  it('in JSON bodies, values and keys, also before a link hash is looked up', async () => {
    await expectRefused(
      {
        method: 'POST',
        url: '/api/Authentication/ValidateChangePasswordToken',
        payload: { hash: `${DEMO_LINK_HASHES.passwordReset}\u0000` },
      },
      'body.hash',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/Authentication/ValidateChangePasswordToken',
        headers: { 'content-type': 'application/json' },
        payload: '{"hash":"abc","ex\\u0000tra":1}',
      },
      'body (a parameter name)',
    );
  });

  it('in the auth server forms: username, eID token, personal code, as RFC 6749 invalid_request', async () => {
    await expectFormRefused(AUTH_PATHS.token, {
      grant_type: 'password',
      username: 'jonas01\u0000',
      password: 'Pensija2026',
    });
    await expectFormRefused(AUTH_PATHS.token, {
      grant_type: 'eid_token',
      client_id: PORTAL_CLIENT_ID,
      token: 'abc\u0000def',
    });
    await expectFormRefused(AUTH_PATHS.eidInitiate, {
      client_id: PORTAL_CLIENT_ID,
      provider: 'pension_smart_id',
      personal_code: '30303039914\u0000',
    });
  });

  it('but Lithuanian letters and other printable text pass the check', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/Brokers/GetContactInfo?tk=${encodeURIComponent('ąčęėįšųūž – “PK” €')}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('log masking of links and parameters', () => {
  it('masks the handover path, e=, recipient= and secrets under encoded names', () => {
    expect(maskUrl('/login/sb/AbC123-_xyz')).toBe('/login/sb/***');
    expect(maskUrl('/login/%73b/AbC123')).toBe('/login/sb/***');
    expect(maskUrl('/portal?tk=PK-1024&e=am9uYXNAZXhhbXBsZS5jb20=')).toBe('/portal?tk=PK-1024&e=***');
    expect(maskUrl('/api/dev/outbox?recipient=%2B37060000666&limit=5')).toBe(
      '/api/dev/outbox?recipient=***&limit=5',
    );
    expect(maskUrl('/x?%74oken=abc&%68ash=def&%45=ghi')).toBe('/x?token=***&hash=***&E=***');
    expect(maskUrl('/x?code=%33%30%33%30%33%30%33%39%39%31%34')).toBe('/x?code=***');
    expect(maskUrl('/x?q=%33%30%33%30%33%30%33%39%39%31%34')).toBe('/x?q=3******9914');
  });

  it('no such value reaches the log of real requests', async () => {
    const handover = 'hAnDoVeR-tOkEn-0123456789';
    const referral = Buffer.from('referred.person@example.com').toString('base64');
    const recipient = 'jonas.petrauskas@example.com';
    const secret = 'sEcReT-lInK-9876543210';
    await server.app.inject({ method: 'GET', url: `/login/sb/${handover}` });
    await server.app.inject({ method: 'GET', url: `/login/%73b/${handover}` });
    await server.app.inject({ method: 'GET', url: `/portal/dashboard?tk=PK-1024&e=${referral}` });
    await server.app.inject({ method: 'GET', url: `/?%65=${referral}` });
    const outbox = await server.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
    });
    expect(outbox.statusCode).toBe(200);
    await server.app.inject({ method: 'GET', url: `/api/health?%74oken=${secret}&%68%61%73%68=${secret}` });
    await new Promise((resolve) => setImmediate(resolve));
    const log = lines.join('');
    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(urls).toContain('/login/sb/***');
    expect(urls).toContain('/api/dev/outbox?recipient=***');
    for (const value of [handover, referral, recipient, encodeURIComponent(recipient), secret]) {
      expect(log.includes(value), `log contains ${value.slice(0, 12)}…`).toBe(false);
    }
  });

  it('warns once, naming TRUST_PROXY, when proxied requests arrive while no hop is trusted', async () => {
    for (let i = 0; i < 3; i += 1) {
      await server.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
    const warnings = lines.filter((line) => line.includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40 });
  });
});
