import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite-precompress.mjs';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let dir: string;
/** A hashed script big enough to be precompressed by the build. */
const BIG_JS = `export const rows = [${Array.from({ length: 200 }, (_, i) => `'row ${i}'`).join(', ')}];`;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'assets', 'big-Xyz789.js'), BIG_JS);
  writeFileSync(join(dir, 'assets', 'plain-Q1w2e3.js'), BIG_JS);
  precompressDir(dir, 512);
  // A file without precompressed siblings is sent plain whatever the client accepts.
  rmSync(join(dir, 'assets', 'plain-Q1w2e3.js.br'));
  rmSync(join(dir, 'assets', 'plain-Q1w2e3.js.gz'));
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('serves index.html at / and for client routes, never stored', async () => {
    for (const url of ['/', '/login/smart-id', '/portal/dashboard', '/portal/documents-list?x=1']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    }
  });

  it("serves the bank handover's page whatever its signed token ends in", async () => {
    // A compact JWS (ES256): its signature is 86 base64url characters, a quarter of them without `-` or `_`,
    // so the address ends in what a naive check takes for a file extension.
    const signature = 'A1b2C3d4E5'.repeat(8) + 'xYz9Q0';
    expect(signature).toHaveLength(86);
    const token = `eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIzMDMwMzAzOTkxNCJ9.${signature}`;
    for (const url of [`/login/sb/${token}`, `/login/sb/header.payload.${'Q'.repeat(342)}`]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
    }
    // Elsewhere, a segment ending in a long dotted tail is a page address, not a missing file.
    expect((await server.app.inject({ method: 'GET', url: `/login/x.${signature}` })).body).toBe(INDEX);
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
    expect((await server.app.inject({ method: 'GET', url: '/site.webmanifest' })).statusCode).toBe(404);
    const api = await server.app.inject({ method: 'GET', url: '/api/Unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    const connect = await server.app.inject({ method: 'GET', url: '/connect/unknown' });
    expect(connect.statusCode).toBe(404);
    expect(connect.json()).toMatchObject({ code: 'not_found' });
    expect((await server.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });
});

describe('compression and caching', () => {
  const asset = '/assets/big-Xyz789.js';

  it('sends brotli to a client that accepts it, with Content-Encoding, Vary and a year of immutable caching', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(BIG_JS);
    expect(response.rawPayload.length).toBeLessThan(BIG_JS.length / 2);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, identity']) {
      const response = await server.app.inject({
        method: 'GET',
        url: asset,
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(BIG_JS);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('sends the plain file without Accept-Encoding, or when no compressed sibling exists', async () => {
    const plain = await server.app.inject({ method: 'GET', url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const identity = await server.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(BIG_JS);
    const noSibling = await server.app.inject({
      method: 'GET',
      url: '/assets/plain-Q1w2e3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(noSibling.statusCode).toBe(200);
    expect(noSibling.headers['content-encoding']).toBeUndefined();
    expect(noSibling.body).toBe(BIG_JS);
  });

  it('lets another origin load the build output (a content-delivery host), never index.html', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'br', origin: 'http://127.0.0.1:1' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const index = await server.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(index.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never lets the browser store index.html (no-store), compressed or not', async () => {
    const big = await server.app.inject({ method: 'GET', url: '/assets/big-Xyz789.js' });
    expect(big.statusCode).toBe(200);
    for (const url of ['/', '/login']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('compresses API JSON of 1 KB or more, and leaves small answers plain', async () => {
    const big = await server.app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(big.headers['cache-control']).toBe('no-store');
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8')) as {
      openapi?: string;
    };
    expect(document.openapi).toMatch(/^3\./);
    const gzipOnly = await server.app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString('utf8'))).toEqual(document);
    const none = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(document);
    const small = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});

describe('assets on a content-delivery host (ASSET_BASE_URL)', () => {
  let cdnServer: TestServer;
  beforeAll(async () => {
    cdnServer = await startTestServer({
      staticDir: dir,
      assetBaseUrl: 'https://cdn.example.lt/portal/',
      browserErrorDsn: 'https://publickey@o1.reports.example/7',
    });
  });
  afterAll(async () => {
    await cdnServer.close();
  });

  it('the CSP allows scripts, styles, fonts and images from that origin, and nothing else from it', async () => {
    const csp = String(
      (await cdnServer.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self' https://cdn.example.lt");
    expect(csp).toContain("style-src 'self' https://cdn.example.lt");
    expect(csp).toContain("font-src 'self' https://cdn.example.lt");
    // Error reports (VITE_SENTRY_DSN) may go to the DSN's origin, without its key.
    expect(csp).toContain("connect-src 'self' https://o1.reports.example;");
    expect(csp).not.toContain('publickey');
    expect(csp).toContain("default-src 'self';");
    const plain = String(
      (await server.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'],
    );
    expect(plain).not.toContain('cdn.example.lt');
    expect(plain).toContain("connect-src 'self';");
  });
});

describe('serving the authorized area with its own preloads (portal.html)', () => {
  const PORTAL =
    '<!doctype html><html><head><link rel="modulepreload" href="/assets/portal-routes-abc.js"></head><body><div id="root"></div></body></html>';
  let portalServer: TestServer;
  let portalDir: string;

  beforeAll(async () => {
    portalDir = mkdtempSync(join(tmpdir(), 'portal-static-page-'));
    writeFileSync(join(portalDir, 'index.html'), INDEX);
    writeFileSync(join(portalDir, 'portal.html'), PORTAL);
    portalServer = await startTestServer({ staticDir: portalDir });
  });
  afterAll(async () => {
    await portalServer.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('answers /portal and every address below it with portal.html, never stored', async () => {
    for (const url of ['/portal', '/portal/dashboard', '/portal/fund-change/2?step=1']) {
      const response = await portalServer.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PORTAL);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
    }
  });

  it('answers the public pages with index.html (a path that only starts like /portal too)', async () => {
    for (const url of ['/', '/login', '/register/smart-id', '/portalas', '/error-404']) {
      const response = await portalServer.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });
});

describe('a page with its stylesheet inside (<style>, inlined at build)', () => {
  let styledDir: string;
  let styled: TestServer;
  const CSS = 'body{margin:0;color:#1a1a1a}';
  beforeAll(async () => {
    styledDir = mkdtempSync(join(tmpdir(), 'portal-styled-'));
    writeFileSync(
      join(styledDir, 'index.html'),
      `<!doctype html><html><head><style>${CSS}</style></head></html>`,
    );
    writeFileSync(
      join(styledDir, 'portal.html'),
      `<!doctype html><html><head><style>${CSS}</style></head></html>`,
    );
    styled = await startTestServer({ staticDir: styledDir });
  });
  afterAll(async () => {
    await styled.close();
    rmSync(styledDir, { recursive: true, force: true });
  });

  it('the CSP allows exactly that block by its SHA-256, and no inline style in general', async () => {
    const csp = String(
      (await styled.app.inject({ method: 'GET', url: '/portal/dashboard' })).headers[
        'content-security-policy'
      ],
    );
    const hash = createHash('sha256').update(CSS).digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
    // One hash for the same block in both pages; a build without <style> adds none.
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    const plain = String(
      (await server.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'],
    );
    expect(plain).toContain("style-src 'self';");
  });
});
