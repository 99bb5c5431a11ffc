/**
 * Issue 9 item 4: the bearer token is checked before a body is read; every route has its own body limit
 * (only UploadDocument the §5 upload size: 5 files of 10 Mb); reset links are checked before the new
 * password is hashed; scrypt runs are bounded; unknown users cost one scrypt run like known ones.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_SCRYPT, scryptLoad, verifyAgainstDummy } from '../../server/auth/password-hash';
import { AUTH_PATHS } from '../../src/api/contract/auth-codes';
import { passwordGrant as grant, startTestServer, type TestServer } from './helpers';

const UPLOAD = '/api/Documents/UploadDocument';
const UPDATE_PROFILE = '/api/v3/Users/UpdateProfile';
const REMIND = '/api/Authentication/RemindPassword';
const CHANGE = '/api/Authentication/ChangePassword';
const MiB = 1024 * 1024;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ simulator: true });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as AddressInfo).port;
  await verifyAgainstDummy('warm-up');
});
afterAll(async () => {
  await server.close();
});

/**
 * Sends only the head of a request announcing `contentLength` bytes and returns the status line of the
 * answer: the server must answer without waiting for (or reading) the body.
 */
function headOnly(
  path: string,
  contentLength: number,
  headers: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      const lines = [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${contentLength}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '{"documentName":',
      ];
      socket.write(lines.join('\r\n'));
    });
    let received = '';
    socket.setTimeout(60_000, () => {
      socket.destroy();
      reject(new Error(`no answer without the body; got ${JSON.stringify(received)}`));
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const statusLine = received.split('\r\n')[0] ?? '';
      if (received.includes('\r\n')) {
        socket.destroy();
        resolve(statusLine);
      }
    });
    socket.on('error', reject);
  });
}

describe('the token before the body', () => {
  it('an unauthenticated 70 MiB upload is answered 401 from its head alone', async () => {
    expect(await headOnly(UPLOAD, 70 * MiB)).toMatch(/^HTTP\/1\.1 401 /);
    expect(await headOnly(UPLOAD, 70 * MiB, { Authorization: 'Bearer forged.token.here' })).toMatch(
      /^HTTP\/1\.1 401 /,
    );
  });

  it('a malformed body without a token is 401, not a parse error', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: UPDATE_PROFILE,
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('a non-form body to the auth server is refused before it is parsed', async () => {
    expect(await headOnly(AUTH_PATHS.token, 70 * MiB)).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('body limits per route', () => {
  const body = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes) });

  it('everything but UploadDocument takes small bodies only (64 KiB)', async () => {
    const headers = { ...(await server.auth('jonas')), 'content-type': 'application/json' };
    const big = await server.app.inject({
      method: 'POST',
      url: UPDATE_PROFILE,
      headers,
      payload: body(100 * 1024),
    });
    expect(big.statusCode).toBe(413);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: REMIND,
      headers: { 'content-type': 'application/json' },
      payload: body(100 * 1024),
    });
    expect(anonymous.statusCode).toBe(413);
    const form = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${'x'.repeat(16 * 1024)}`,
    });
    expect(form.statusCode).toBe(400);
  });

  it('UploadDocument takes 5 files of 10 Mb as base64 (66.7 MiB), and not more', async () => {
    const auth = await server.auth('jonas');
    const headers = { ...auth, 'content-type': 'application/json' };
    // Bigger than every other route's limit: refused only by validation.
    const fits = await server.app.inject({ method: 'POST', url: UPLOAD, headers, payload: body(2 * MiB) });
    expect(fits.statusCode).toBe(400);
    expect(fits.json()).toMatchObject({ code: 'validation' });
    // Over 5 x base64(10 Mb) plus 64 KiB: refused from the announced length, before the body is read.
    expect(
      await headOnly(UPLOAD, 5 * Math.ceil((10 * MiB) / 3) * 4 + 64 * 1024 + 1, {
        Authorization: auth.authorization,
      }),
    ).toMatch(/^HTTP\/1\.1 413 /);
    expect(await headOnly(UPDATE_PROFILE, 100 * 1024, { Authorization: auth.authorization })).toMatch(
      /^HTTP\/1\.1 413 /,
    );
  });
});

describe('scrypt work', () => {
  const passwordGrant = (username: string, password: string) => grant(server.app, username, password);

  it('a reset link is checked before the new password is hashed', async () => {
    const before = scryptLoad().total;
    const unknown = await server.app.inject({
      method: 'POST',
      url: CHANGE,
      payload: {
        hash: 'made-up-link-token-0001',
        partialBusinessAccountId: '9914',
        newPassword: 'Nauja2026',
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_token_expired' });
    expect(scryptLoad().total).toBe(before);
  });

  it(`at most ${MAX_CONCURRENT_SCRYPT} scrypt runs at a time under 8 parallel logins`, async () => {
    let peak = 0;
    let queued = 0;
    let sampling = true;
    const sample = async () => {
      while (sampling) {
        const load = scryptLoad();
        peak = Math.max(peak, load.running);
        queued = Math.max(queued, load.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampler = sample();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        passwordGrant(i % 2 ? 'nobody42' : 'tomas.unknown@example.com', 'x'),
      ),
    );
    sampling = false;
    await sampler;
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(400));
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
    expect(queued).toBeGreaterThan(0);
  });

  it('an unknown user costs one scrypt run, like a known one', async () => {
    const runsOf = async (username: string, password: string) => {
      const before = scryptLoad().total;
      await passwordGrant(username, password);
      return scryptLoad().total - before;
    };
    expect(await runsOf('nobody77', 'Wrong-pass1')).toBe(1);
    expect(await runsOf('jonas01', 'Wrong-pass1')).toBe(1);
    expect(await runsOf('jonas01', 'Pensija2026')).toBe(1);
  });
});
