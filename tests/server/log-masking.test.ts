/**
 * The JSON logs (pino through Fastify, configured by server/security/logging.ts loggerOptions) never carry
 * a personal code, a bearer token, a password or a link token: real requests carrying them are made against
 * a server whose log stream is captured, and the captured lines are searched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, AUTH_SCOPE } from '../../src/api/contract/auth-codes';
import { DEMO_LINK_HASHES, DEMO_PASSWORD_LOGIN } from '../../server/db/seed/personas';
import { loggerOptions } from '../../server/security/logging';
import { PERSONAS, startTestServer, type TestServer } from './helpers';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const options = loggerOptions('info');
  if (typeof options !== 'object') throw new Error('loggerOptions must return an options object');
  server = await startTestServer({
    simulator: true,
    logger: { ...options, stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await server.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('log masking end to end', () => {
  it('masks personal codes, bearer tokens, passwords and link tokens in every log line', async () => {
    const personalCode = PERSONAS.jonas;
    const bearer = await server.token('jonas');

    // A bearer call with the personal code and a token in the URL (query values are logged with the URL).
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v3/Users/GetContactInformation?personalCode=${personalCode}&token=${bearer}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain(personalCode);

    // A password login: username and password in a form body, tokens in the answer.
    const login = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.token,
      headers: FORM,
      payload: new URLSearchParams({
        grant_type: 'password',
        username: DEMO_PASSWORD_LOGIN.username,
        password: DEMO_PASSWORD_LOGIN.password,
        scope: AUTH_SCOPE,
      }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const issued = login.json<{ access_token: string; refresh_token: string }>();

    // eID start with the personal code in the form body.
    const eid = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.eidInitiate,
      headers: FORM,
      payload: new URLSearchParams({
        provider: 'pension_smart_id',
        client_id: 'pension-portal',
        personal_code: personalCode,
      }).toString(),
    });
    expect(eid.statusCode).toBe(200);

    // A reminder link token, in a JSON body and in a page URL, and a failing call with it.
    const validate = await server.app.inject({
      method: 'POST',
      url: '/api/Authentication/ValidateChangePasswordToken',
      payload: { hash: DEMO_LINK_HASHES.passwordReset },
    });
    expect(validate.statusCode).toBe(200);
    await server.app.inject({
      method: 'GET',
      url: `/slaptazodzio-keitimas-po-priminimo?hash=${DEMO_LINK_HASHES.passwordReset}`,
    });
    const mismatch = await server.app.inject({
      method: 'POST',
      url: '/api/Authentication/ChangePassword',
      payload: {
        hash: DEMO_LINK_HASHES.passwordReset,
        partialBusinessAccountId: '0000',
        newPassword: 'Slapta2026',
      },
    });
    expect(mismatch.statusCode).toBe(400);

    // A refresh with the refresh token in the form body.
    const refreshed = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.token,
      headers: FORM,
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: issued.refresh_token,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);

    await new Promise((resolve) => setImmediate(resolve));
    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    // The requests were logged (with masked URLs) ...
    const urls = entries.map((entry) => entry.req?.url).filter((url): url is string => Boolean(url));
    expect(urls.length).toBeGreaterThanOrEqual(7);
    expect(urls).toContain(`/api/v3/Users/GetContactInformation?personalCode=3******9914&token=***`);
    expect(urls).toContain('/slaptazodzio-keitimas-po-priminimo?hash=***');
    // ... and no secret appears anywhere in the output.
    for (const secret of [
      personalCode,
      bearer,
      issued.access_token,
      issued.refresh_token,
      DEMO_PASSWORD_LOGIN.password,
      DEMO_LINK_HASHES.passwordReset,
      'Slapta2026',
    ]) {
      expect(log.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
    }
    // Also no JWT-looking string at all.
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/);
  });
});
