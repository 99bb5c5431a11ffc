/**
 * Issue 9 items 2, 3 (bans) and 5: one decision per request on the routed path, atomic bad-request
 * counting, and bans that cannot be turned against users. Every request comes from 127.0.0.1 (inject or a
 * loopback socket); the client addresses are injected test addresses.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../src/api/contract/auth-codes';
import { createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Spellings that must mean GET /api/health. */
const HEALTH_SPELLINGS = [
  '/api/health',
  '/%61pi/health',
  '/%61%70%69/%68ealth',
  '/api//health',
  '//api/health',
  '/API/health',
  '/Api/Health',
  '/api/health/',
  '/api/./health',
];
/** Spellings that must mean GET /api/Dashboard/GetDashboard. */
const DASHBOARD_SPELLINGS = [
  '/api/Dashboard/GetDashboard',
  '/%61pi/Dashboard/GetDashboard',
  '/API/Dashboard/GetDashboard',
  '/api//Dashboard/GetDashboard/',
  '/api/dashboard/getdashboard',
  '/api/%44ashboard/GetDashboard',
];

/** Rate-limit settings with the test's thresholds (literal values, not the defaults under test). */
function limits(maxBadRequests: number, maxRequests = 10_000) {
  return { maxRequests, maxBadRequests, banSeconds: 600, windowSeconds: 60, banRefreshSeconds: 1 };
}

async function statusOf(server: TestServer, options: InjectOptions): Promise<number> {
  return (await server.app.inject(options)).statusCode;
}

/** A GET over a real loopback socket with the path exactly as written (inject would normalise it). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, cacheControl: String(res.headers['cache-control']) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('one canonical path per request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, rateLimit: limits(1_000) });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every spelling of /api/health like the plain path, with no-store', async () => {
    for (const url of HEALTH_SPELLINGS) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ok' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers a percent-encoded /connect/token like the plain path, as RFC 6749 with no-store', async () => {
    const payload = new URLSearchParams({ grant_type: 'made_up' }).toString();
    const plain = await server.app.inject({ method: 'POST', url: AUTH_PATHS.token, headers: FORM, payload });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ error: 'unsupported_grant_type' });
    for (const url of ['/%63onnect/token', '/CONNECT/token', '/connect//token/', '/connect/%74oken']) {
      const response = await server.app.inject({ method: 'POST', url, headers: FORM, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: 'unsupported_grant_type' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers an unknown API path in any spelling with the JSON 404, never the SPA', async () => {
    for (const url of ['/api/nope', '/%61pi/nope', '/API/nope/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 404, code: 'not_found' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('resolves dot segments and encoded dots sent over a real socket', async () => {
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const { port } = server.app.server.address() as AddressInfo;
    for (const path of [
      '/x/../api/health',
      '/%2e%2e/api/health',
      '/api/%2E/health',
      '/api/health/.',
      '/static/%2e%2e/api/health',
    ]) {
      const response = await rawGet(port, path);
      expect(response.status, path).toBe(200);
      expect(JSON.parse(response.body), path).toEqual({ status: 'ok' });
      expect(response.cacheControl, path).toBe('no-store');
    }
  });
});

describe('rate limit and ban decided on the routed path', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Windows are whole periods of the clock: a day-long one keeps a slow run of requests (a busy machine)
    // from straddling a window's end and starting the count again.
    server = await startTestServer({ seed: false, rateLimit: { ...limits(3, 6), windowSeconds: 86_400 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts every spelling against the same limit', async () => {
    const remoteAddress = '198.51.100.31';
    const statuses: number[] = [];
    for (const url of [
      '/api/docs/openapi.json',
      '/%61pi/docs/openapi.json',
      '/API/docs/openapi.json',
      '/api//docs/openapi.json',
      '/api/docs/openapi.json/',
      '/.well-known/jwks.json',
      '/.WELL-KNOWN/jwks.json',
      '/%2Ewell-known/jwks.json',
    ]) {
      statuses.push(await statusOf(server, { method: 'GET', url, remoteAddress }));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('bans after bad requests in any spelling, refuses every spelling, and never bans /api/health', async () => {
    const remoteAddress = '198.51.100.32';
    for (const url of DASHBOARD_SPELLINGS.slice(0, 4)) {
      expect(await statusOf(server, { method: 'GET', url, remoteAddress }), url).toBe(401);
    }
    for (const url of DASHBOARD_SPELLINGS) {
      const response = await server.app.inject({ method: 'GET', url, remoteAddress });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'ip_banned' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/connect/token', '/%63onnect/token', '/Connect/Token']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: FORM,
        payload: new URLSearchParams({ grant_type: 'password', username: 'x', password: 'y' }).toString(),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ error: 'ip_banned' });
    }
    // The health check answers a banned address, in every spelling and as often as it is asked.
    for (let round = 0; round < 3; round += 1) {
      for (const url of HEALTH_SPELLINGS) {
        expect(await statusOf(server, { method: 'GET', url, remoteAddress }), url).toBe(200);
      }
    }
  });

  it('never limits /api/health', async () => {
    const remoteAddress = '198.51.100.33';
    for (let i = 0; i < 12; i += 1) {
      expect(await statusOf(server, { method: 'GET', url: '/api/health', remoteAddress })).toBe(200);
    }
  });
});

describe('what does not count as a bad request', () => {
  let server: TestServer;
  let staticDir: string;
  beforeAll(async () => {
    // With the built SPA, as in production: its catch-all route must not hide the API's unknown paths.
    staticDir = mkdtempSync(join(tmpdir(), 'portal-pipeline-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>portal</title>');
    server = await startTestServer({ seed: false, staticDir, rateLimit: limits(3) });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('unknown API paths answer the JSON 404 with no-store, not the SPA', async () => {
    for (const url of ['/api/no-such-call', '/%61pi/no-such-call', '/connect/nope']) {
      const response = await server.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.40' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const page = await server.app.inject({ method: 'GET', url: '/login', remoteAddress: '198.51.100.40' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('CORS preflights (OPTIONS), unknown routes and static files never ban the visitor', async () => {
    const remoteAddress = '198.51.100.41';
    const noise: InjectOptions[] = [
      {
        method: 'OPTIONS',
        url: '/api/Dashboard/GetDashboard',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      },
      { method: 'OPTIONS', url: '/connect/token', headers: { origin: 'https://evil.example' } },
      { method: 'GET', url: '/api/no-such-call' },
      { method: 'POST', url: '/%61pi/No/Such/Call', payload: {} },
      { method: 'GET', url: '/missing-image.png' },
      { method: 'GET', url: '/assets/missing-chunk.js' },
      { method: 'GET', url: '/%61pi/no-such-call' },
    ];
    for (let round = 0; round < 8; round += 1) {
      for (const options of noise) {
        const status = await statusOf(server, { ...options, remoteAddress });
        expect(status, `${options.method} ${String(options.url)}`).toBeGreaterThanOrEqual(400);
        expect(status).not.toBe(403);
      }
    }
    expect(await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress })).toBe(200);
    const rows = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ip_bans WHERE ip = $1',
      [remoteAddress],
    );
    expect(rows[0]?.n).toBe(0);
  });
  it('requests a foreign page makes the browser send are refused unevaluated and never ban', async () => {
    const remoteAddress = '198.51.100.42';
    const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };
    for (let i = 0; i < 40; i += 1) {
      const read = await server.app.inject({
        method: 'GET',
        url: i % 2 === 0 ? '/api/Dashboard/GetDashboard' : '/%61pi/Dashboard/GetDashboard',
        headers: crossSite,
        remoteAddress,
      });
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'forbidden' });
      const login = await server.app.inject({
        method: 'POST',
        url: AUTH_PATHS.token,
        headers: { ...crossSite, ...FORM, 'sec-fetch-mode': 'navigate' },
        payload: new URLSearchParams({ grant_type: 'password', username: 'x', password: 'y' }).toString(),
        remoteAddress,
      });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toMatchObject({ error: 'invalid_request' });
    }
    // The same requests from the portal itself are evaluated (and would count).
    expect(
      await statusOf(server, {
        method: 'GET',
        url: '/api/Dashboard/GetDashboard',
        headers: { 'sec-fetch-site': 'same-origin' },
        remoteAddress,
      }),
    ).toBe(401);
    expect(await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress })).toBe(200);
  });
});

describe('bad requests are counted atomically', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, rateLimit: limits(30) });
  });
  afterAll(async () => {
    await server.close();
  });

  it('100 parallel bad requests from one IP: at most 31 evaluated against a threshold of 30', async () => {
    const remoteAddress = '203.0.113.99';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        server.app.inject({
          method: 'GET',
          // Plain and percent-encoded spellings mixed: one counter.
          url: DASHBOARD_SPELLINGS[index % DASHBOARD_SPELLINGS.length] ?? '/api/Dashboard/GetDashboard',
          remoteAddress,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    const evaluated = statuses.filter((status) => status === 401).length;
    expect(evaluated).toBeGreaterThanOrEqual(30);
    expect(evaluated).toBeLessThanOrEqual(31);
    expect(statuses.every((status) => [401, 403, 429].includes(status))).toBe(true);
    // After the race the address is banned, and the database holds the shared count.
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      remoteAddress,
    });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'ip_banned' });
    const rows = await server.db.query<{ bad: number }>(
      'SELECT sum(bad_requests)::int AS bad FROM ip_request_counters WHERE ip = $1',
      [remoteAddress],
    );
    expect(rows[0]?.bad).toBeLessThanOrEqual(31);
  });

  it('good parallel requests of another address are not refused', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress: '203.0.113.100' }),
      ),
    );
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  });
});

describe('a ban made by one process reaches the others', () => {
  let testDb: TestDb;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    testDb = await createTestDb();
    first = await startTestServer({ seed: false, rateLimit: limits(3) }, testDb);
    second = await startTestServer({ seed: false, rateLimit: limits(3) }, testDb);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await testDb.drop();
  });

  it('within the ban refresh interval', async () => {
    const remoteAddress = '203.0.113.120';
    for (let i = 0; i < 4; i += 1) {
      expect(
        await statusOf(first, { method: 'GET', url: '/api/Dashboard/GetDashboard', remoteAddress }),
      ).toBe(401);
    }
    await expect
      .poll(() => statusOf(second, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress }), {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(403);
  });
});

describe('TRUST_PROXY counts hops', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, trustProxy: 1, rateLimit: limits(3) });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a forged leftmost X-Forwarded-For entry bans the sender, not the victim it names', async () => {
    const victim = '198.51.100.20';
    const attacker = '203.0.113.66';
    // The load balancer (the socket, 127.0.0.1) appends the address it saw: the attacker's.
    const forged = { 'x-forwarded-for': `${victim}, ${attacker}` };
    for (let i = 0; i < 4; i += 1) {
      expect(
        await statusOf(server, { method: 'GET', url: '/api/Dashboard/GetDashboard', headers: forged }),
      ).toBe(401);
    }
    expect(await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', headers: forged })).toBe(
      403,
    );
    expect(
      await statusOf(server, {
        method: 'GET',
        url: '/api/docs/openapi.json',
        headers: { 'x-forwarded-for': victim },
      }),
    ).toBe(200);
    const bans = await server.db.query<{ ip: string }>('SELECT ip FROM ip_bans');
    expect(bans.map((row) => row.ip)).toEqual([attacker]);
  });
});

describe('good requests are counted in memory only, with bounded memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      rateLimit: { ...limits(30, 3), maxTrackedIps: 10 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('good requests write nothing to the database', async () => {
    const remoteAddress = '203.0.113.130';
    for (let i = 0; i < 3; i += 1) {
      expect(await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress })).toBe(
        200,
      );
    }
    const rows = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ip_request_counters WHERE ip = $1',
      [remoteAddress],
    );
    expect(rows[0]?.count).toBe(0);
    // The fourth request of the window is over the limit of 3: counted in process.
    expect(await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress })).toBe(429);
  });

  it('at most maxTrackedIps addresses are remembered: older ones are dropped', async () => {
    const first = '203.0.113.140';
    for (let i = 0; i < 3; i += 1) {
      await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress: first });
    }
    expect(
      await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress: first }),
    ).toBe(429);
    // Twenty other addresses (over the bound of 10) push the first one out of memory.
    for (let i = 0; i < 20; i += 1) {
      expect(
        await statusOf(server, {
          method: 'GET',
          url: '/api/docs/openapi.json',
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ).toBe(200);
    }
    expect(
      await statusOf(server, { method: 'GET', url: '/api/docs/openapi.json', remoteAddress: first }),
    ).toBe(200);
  });
});
