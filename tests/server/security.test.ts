import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { maskText, serializeError } from '../../server/security/logging';
import { createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('are on every API answer, errors included, with no-store caching', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/Dashboard/GetDashboard', headers: await server.auth('jonas') },
      { method: 'GET' as const, url: '/api/Dashboard/GetDashboard' },
      { method: 'GET' as const, url: '/api/docs/openapi.json' },
      { method: 'POST' as const, url: '/connect/token' },
    ]) {
      const response = await server.app.inject(request);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('masks personal codes and secrets in log text', () => {
    expect(maskText('/api/x?personalCode=30303039914&token=abc.def')).toBe(
      '/api/x?personalCode=3******9914&token=***',
    );
  });
});

describe('rate limit and IP ban kept in the database', () => {
  let testDb: TestDb;
  let server: TestServer;
  beforeAll(async () => {
    testDb = await createTestDb();
    server = await startTestServer(
      { rateLimit: { maxRequests: 1000, maxBadRequests: 3, banSeconds: 600 } },
      testDb,
    );
  });
  afterAll(async () => {
    await server.close();
    await testDb.drop();
  });

  it('bans an IP after too many bad requests, names blockedUntil, and a second process agrees', async () => {
    const remoteAddress = '203.0.113.7';
    for (let i = 0; i < 4; i += 1) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/Dashboard/GetDashboard',
        remoteAddress,
      });
      expect(response.statusCode).toBe(401);
    }
    const banned = await server.app.inject({
      method: 'GET',
      url: '/api/Dashboard/GetDashboard',
      remoteAddress,
      headers: await server.auth('jonas'),
    });
    expect(banned.statusCode).toBe(403);
    const body = banned.json<{ code: string; blockedUntil: string }>();
    expect(body.code).toBe('ip_banned');
    const until = new Date(body.blockedUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 500_000);
    // Another IP is unaffected.
    const other = await server.app.inject({
      method: 'GET',
      url: '/api/Dashboard/GetDashboard',
      remoteAddress: '203.0.113.8',
      headers: await server.auth('jonas'),
    });
    expect(other.statusCode).toBe(200);
    // A second server process on the same database sees the ban.
    const second = await buildServer({ db: testDb.db, rateLimit: { maxRequests: 1000, maxBadRequests: 3 } });
    try {
      const response = await second.inject({
        method: 'GET',
        url: '/api/Funds/GetThirdPillarFunds',
        remoteAddress,
        headers: await server.auth('jonas'),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ip_banned', blockedUntil: body.blockedUntil });
    } finally {
      await second.close();
    }
  });

  it('answers 429 with blockedUntil over the request limit', async () => {
    const limited = await startTestServer({ rateLimit: { maxRequests: 5, maxBadRequests: 100 } });
    try {
      const headers = await limited.auth('jonas');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push(
          (
            await limited.app.inject({
              method: 'GET',
              url: '/api/Funds/GetThirdPillarFunds',
              remoteAddress: '198.51.100.1',
              headers,
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const response = await limited.app.inject({
        method: 'GET',
        url: '/api/Funds/GetThirdPillarFunds',
        remoteAddress: '198.51.100.1',
        headers,
      });
      expect(response.json()).toMatchObject({ code: 'rate_limited' });
      expect(response.json<{ blockedUntil: string }>().blockedUntil).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    } finally {
      await limited.close();
    }
  });
});

describe('error serializer', () => {
  it('logs type, code, masked message and stack, and never a database error query or params', () => {
    const error = Object.assign(new Error('duplicate key for 30303039914'), {
      code: '23505',
      query: 'INSERT INTO link_hashes (token_hash) VALUES ($1)',
      params: ['secret-token-value', '30303039914'],
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505', message: 'duplicate key for 3******9914' });
    expect(JSON.stringify(logged)).not.toContain('secret-token-value');
    expect(JSON.stringify(logged)).not.toContain('INSERT');
    expect(JSON.stringify(logged)).not.toContain('30303039914');
    expect(serializeError('plain 30303039914')).toMatchObject({ message: 'plain 3******9914' });
  });
});
