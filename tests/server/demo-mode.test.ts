/**
 * Issue 9 item 1, "demo only when asked": the simulators, the demo seed and the demo links are on only in
 * the embedded database's demo mode (what `npm start` asks for), off with DATABASE_URL or in production
 * unless a variable enables each, and a production server refuses to start with any of them on.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import { buildServer } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import { createPgliteDb } from '../../server/db/db';
import { DEMO_LINK_HASHES } from '../../server/db/seed/personas';
import { createTestDb, SEED_TODAY, startTestServer, type TestDb, type TestServer } from './helpers';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ALL_OFF = {
  devOutbox: false,
  devClock: false,
  unitValueSimulator: false,
  demoLinks: false,
  amlReviewSimulator: false,
};
const ALL_ON = {
  devOutbox: true,
  devClock: true,
  unitValueSimulator: true,
  demoLinks: true,
  amlReviewSimulator: true,
};

describe('the configuration decides demo mode', () => {
  it('is off by default, also for the embedded database', () => {
    const config = loadConfig({});
    expect(config.demoMode).toBe(false);
    expect(config.demo).toEqual(ALL_OFF);
    expect(config.seed).toBe(false);
  });

  it('DEMO_MODE=on with the embedded database turns on the simulators, the seed and the demo links', () => {
    const config = loadConfig({ DEMO_MODE: 'on' });
    expect(config.demo).toEqual(ALL_ON);
    expect(config.seed).toBe(true);
  });

  it('each feature has its own switch, in both directions', () => {
    expect(loadConfig({ DEMO_MODE: 'on', AML_REVIEW_SIMULATOR: 'off' }).demo).toEqual({
      ...ALL_ON,
      amlReviewSimulator: false,
    });
    expect(loadConfig({ DEMO_MODE: 'on', DEMO_SEED: 'off' }).seed).toBe(false);
    const url = 'postgres://portal@127.0.0.1:5432/portal';
    expect(loadConfig({ DATABASE_URL: url }).demo).toEqual(ALL_OFF);
    expect(loadConfig({ DATABASE_URL: url }).seed).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEV_OUTBOX: 'on' }).demo).toEqual({
      ...ALL_OFF,
      devOutbox: true,
    });
    expect(loadConfig({ DATABASE_URL: url, DEMO_SEED: 'true' }).seed).toBe(true);
  });

  it('refuses demo mode with DATABASE_URL, unclear switches and a boolean TRUST_PROXY', () => {
    expect(() => loadConfig({ DEMO_MODE: 'on', DATABASE_URL: 'postgres://127.0.0.1/x' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DEV_OUTBOX: 'maybe' })).toThrow(/DEV_OUTBOX must be on or off/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of trusted proxy hops/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({}).trustProxyHops).toBe(0);
  });

  it('PUBLIC_URL: links start with the configured address; by default the server origin, none in production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pensijos.example.lt/' }).publicUrl).toBe(
      'https://pensijos.example.lt',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://pensijos.example.lt/savitarna/' }).publicUrl).toBe(
      'https://pensijos.example.lt/savitarna',
    );
    // Demo mode on this machine: the server's own origin.
    expect(loadConfig({ DEMO_MODE: 'on', PORT: '8102' }).publicUrl).toBe('http://127.0.0.1:8102');
    expect(loadConfig({ DEMO_MODE: 'on', HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'pensijos.example.lt' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://pensijos.example.lt' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://pensijos.example.lt/?a=1' })).toThrow(/PUBLIC_URL/);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example.lt/portal' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL is required/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://pensijos.example.lt' })).toThrow(/https/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://pensijos.example.lt' }).publicUrl).toBe(
      'https://pensijos.example.lt',
    );
  });

  it('refuses production with any simulator, the demo seed or demo links on', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pensijos.example.lt',
      DATABASE_URL: 'postgres://db.example.lt/portal',
    };
    expect(loadConfig(production).demo).toEqual(ALL_OFF);
    for (const variable of [
      'DEV_OUTBOX',
      'DEV_CLOCK',
      'UNIT_VALUE_SIMULATOR',
      'DEMO_LINKS',
      'AML_REVIEW_SIMULATOR',
      'DEMO_SEED',
    ]) {
      expect(() => loadConfig({ ...production, [variable]: 'on' }), variable).toThrow(
        new RegExp(`production.*${variable}`),
      );
    }
    expect(() => loadConfig({ ...production, DEMO_MODE: 'on' })).toThrow(ConfigError);
  });

  it('refuses production pointing at the demo fakes: every outside party over TLS', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pensijos.example.lt',
      DATABASE_URL: 'postgres://db.example.lt/portal',
    };
    // What `npm start` gives the server for its fakes (scripts/start-fakes.mjs): plain text on loopback.
    const fakes = {
      SMTP_URL: 'smtp://127.0.0.1:8325',
      SMS_GATEWAY_URL: 'http://127.0.0.1:8327',
      SMS_GATEWAY_TOKEN: 'demo-sms-token',
      SB_JWKS_URL: 'http://127.0.0.1:8328/.well-known/jwks.json',
      SB_ISSUER: 'http://127.0.0.1:8328',
    };
    expect(loadConfig({ ...fakes, DEMO_MODE: 'on' }).outsideParties.smtpUrl).toBe('smtp://127.0.0.1:8325');
    for (const variable of ['SMTP_URL', 'SMS_GATEWAY_URL', 'SB_JWKS_URL'] as const) {
      expect(() => loadConfig({ ...production, ...fakes }), variable).toThrow(ConfigError);
      const onlyThis = {
        ...production,
        SMS_GATEWAY_TOKEN: fakes.SMS_GATEWAY_TOKEN,
        SB_ISSUER: fakes.SB_ISSUER,
        [variable]: fakes[variable],
      };
      expect(() => loadConfig(onlyThis), variable).toThrow(new RegExp(variable));
    }
    const real = loadConfig({
      ...production,
      SMTP_URL: 'smtps://portal:secret@smtp.example.lt:465',
      MAIL_FROM: 'Pensijų savitarna <noreply@pensijos.example.lt>',
      SMS_GATEWAY_URL: 'https://sms.example.lt/v1',
      SMS_GATEWAY_TOKEN: 'secret',
      SB_JWKS_URL: 'https://bank.example.lt/.well-known/jwks.json',
      SB_ISSUER: 'https://bank.example.lt',
    }).outsideParties;
    expect(real.bank).toEqual({
      jwksUrl: 'https://bank.example.lt/.well-known/jwks.json',
      jwksFile: undefined,
      issuer: 'https://bank.example.lt',
      audience: 'https://pensijos.example.lt',
    });
    expect(
      loadConfig({ ...production, SMTP_URL: 'smtp://smtp.example.lt:587/?requireTLS=true' }).outsideParties
        .smtpUrl,
    ).toBe('smtp://smtp.example.lt:587/?requireTLS=true');
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.lt' })).toThrow(/SMS_GATEWAY_TOKEN/);
    expect(() => loadConfig({ SB_JWKS_URL: 'https://bank.example.lt/jwks' })).toThrow(/SB_ISSUER/);
  });

  it('the server process exits with the reason instead of starting in production with a simulator', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DEV_OUTBOX: 'on', PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Refusing to start with NODE_ENV=production');
    expect(result.stderr).toContain('DEV_OUTBOX');
  });

  it('buildServer refuses production with a demo feature, whatever the caller', async () => {
    const testDb = await createTestDb();
    try {
      await expect(buildServer({ db: testDb.db, production: true, simulator: true })).rejects.toThrow(
        /production/,
      );
      await expect(buildServer({ db: testDb.db, production: true, seed: true })).rejects.toThrow(/DEMO_SEED/);
    } finally {
      await testDb.drop();
    }
  });

  it('production runs on PostgreSQL only: the configuration and buildServer refuse the embedded database', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://pensijos.example.lt' })).toThrow(
      /DATABASE_URL/,
    );
    const embedded = await createPgliteDb();
    try {
      await expect(buildServer({ db: embedded, production: true })).rejects.toThrow(/embedded database/);
    } finally {
      await embedded.close();
    }
  });
});

describe('a server without demo mode (as with DATABASE_URL or in production)', () => {
  let testDb: TestDb;
  let server: TestServer;
  beforeAll(async () => {
    testDb = await createTestDb();
    // The database was seeded by a demo-mode start before (the worst case: its demo links exist) ...
    const demo = await startTestServer({}, testDb);
    await demo.close();
    // ... and is now served without demo mode.
    server = await startTestServer({ demo: ALL_OFF, simulator: false, withoutEid: true }, testDb);
  });
  afterAll(async () => {
    await server.close();
    await testDb.drop();
  });

  it('without SMART_ID_* / MOBILE_ID_* answers eid_not_configured to Smart-ID and Mobile-ID logins', async () => {
    const forms: Record<string, string>[] = [
      { provider: 'pension_smart_id', personal_code: '40504040001' },
      { provider: 'pension_smart_id', personal_code: '30303039914' },
      { provider: 'pension_mobile_id', personal_code: '50001018865', phone_number: '37060000666' },
    ];
    for (const form of forms) {
      const response = await server.app.inject({
        method: 'POST',
        url: AUTH_PATHS.eidInitiate,
        headers: FORM,
        payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, ...form }).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'eid_not_configured' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers eid_not_configured to a registration', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.registerInitiate,
      headers: FORM,
      payload: new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        provider: 'pension_smart_id',
        personal_code: '38703181745',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'eid_not_configured' });
  });

  it('has no AML review simulator: the demo review is not found and a Pending declaration stays Pending', async () => {
    const headers = await server.auth('tomas');
    const review = await server.app.inject({
      method: 'POST',
      url: '/api/Aml/DemoReviewDeclaration',
      headers,
      payload: { decision: 'Valid' },
    });
    expect(review.statusCode).toBe(404);
    const validity = await server.app.inject({ method: 'GET', url: '/api/Aml/IsAmlValid', headers });
    expect(validity.json()).toMatchObject({ status: 'Pending' });
  });

  it('serves neither the outbox reader nor the demo clock', async () => {
    const outbox = await server.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=100' });
    expect(outbox.statusCode).toBe(404);
    const clock = await server.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceDays: 1 },
    });
    expect(clock.statusCode).toBe(404);
  });

  it('accepts none of the public demo link hashes (they were deleted at start)', async () => {
    for (const hash of Object.values(DEMO_LINK_HASHES)) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/Authentication/ValidateChangePasswordToken',
        payload: { hash },
      });
      expect(response.statusCode, hash).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_token_expired' });
    }
    const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM link_hashes');
    expect(rows[0]?.n).toBe(0);
  });
});

describe('demo links in demo mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { today: SEED_TODAY } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('expire like a reminder link, 24 hours after they were issued, not in 2036', async () => {
    const rows = await server.db.query<{ hours: number }>(
      'SELECT extract(epoch FROM (expires_at - now())) / 3600 AS hours FROM link_hashes',
    );
    expect(rows).toHaveLength(Object.keys(DEMO_LINK_HASHES).length);
    for (const row of rows) {
      expect(Number(row.hours)).toBeGreaterThan(23);
      expect(Number(row.hours)).toBeLessThanOrEqual(24);
    }
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/Authentication/ValidateChangePasswordToken',
      payload: { hash: DEMO_LINK_HASHES.passwordReset },
    });
    expect(response.statusCode).toBe(200);
  });

  it('the simulators answer: an eID login starts', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.eidInitiate,
      headers: FORM,
      payload: new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        provider: 'pension_smart_id',
        personal_code: '30303039914',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ expires_in: 120 });
  });
});
