import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let dir: string;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/login/smart-id', '/portal/dashboard', '/portal/documents-list?x=1']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('does not fall back for missing files, /api or /connect', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
    const api = await server.app.inject({ method: 'GET', url: '/api/Unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    const connect = await server.app.inject({ method: 'GET', url: '/connect/unknown' });
    expect(connect.statusCode).toBe(404);
    expect(connect.json()).toMatchObject({ code: 'not_found' });
    expect((await server.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });
});
