/**
 * Serves the built SPA from `staticDir`: hashed assets under /assets cached for a year (immutable),
 * the pages (index.html, portal.html) never stored (`no-store`: a browser keeps no copy of a page that
 * showed a customer's data, and Safari keeps none in its back/forward cache on https), and a history
 * fallback to index.html for client routes (portal.html,
 * the same document with the authorized area's preloads, for /portal/*; not for /api, /connect, or paths
 * with a file extension). Unknown /api and /connect routes answer 404 JSON.
 *
 * Compression, static: the build writes `.br` and `.gz` beside every text asset (scripts/vite-precompress.mjs);
 * the file sent is chosen by the request's Accept-Encoding (brotli, then gzip, then the plain file), with
 * `Content-Encoding` and `Vary: Accept-Encoding`. Nothing static is compressed per request.
 *
 * Compression, API: JSON answers of at least API_COMPRESS_MIN_BYTES are compressed per request (brotli at a
 * fast quality, else gzip), off the event loop (zlib's thread pool); smaller ones go out plain, where the
 * headers would outweigh the saving.
 *
 * Assets on a content-delivery host (ASSET_BASE_URL): static files other than index.html carry
 * `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin`, so the same server can
 * act as that host for another origin (module scripts are fetched in CORS mode, the favicon is not). They
 * are the public build output.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from './api-error';
import { isApiRequest } from '../security/request-kind';
import { pathOf } from './canonical-url';

/** The methods a route of this server may have (a HEAD route comes with every GET). */
const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The SPA's pages: the same document for every address, never kept by the browser. */
const PAGE_CACHE_CONTROL = 'no-store';
const PORTAL_PAGE = 'portal.html';

/**
 * A missing file (404) rather than a client route (index.html): the last segment ends in a file extension.
 * An extension is short (the build's longest is `.webmanifest`); a longer dotted tail is data, such as the
 * signature of the bank's handover JWT in /login/sb/:token (base64url, often without `-` or `_`), and the
 * bank handover's path is a page whatever its token looks like.
 */
function isFilePath(path: string): boolean {
  if (path.startsWith('/login/sb/')) return false;
  const lastSegment = path.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]{1,12}$/.test(lastSegment);
}

/** /portal and every address below it (the SPA's authorized area). */
function isPortalPath(path: string): boolean {
  return path === '/portal' || path.startsWith('/portal/');
}
/** JSON answers below this size are sent uncompressed. */
const API_COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file the precompressed variant stands for ('x.js.br' -> 'x.js'). */
function originalPath(filePath: string): string {
  return filePath.replace(/\.(?:br|gz)$/, '');
}

function setStaticHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const path = originalPath(filePath);
  res.setHeader('Vary', 'Accept-Encoding');
  if (path.endsWith('.html')) {
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    return;
  }
  // Public build output (hashed assets, favicon): loadable by the pages of another origin.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('Cache-Control', path.includes(`${'/'}assets${'/'}`) ? IMMUTABLE : 'public, max-age=3600');
}

/** The encoding to use for a dynamic answer: 'br' or 'gzip' when the client accepts it (q > 0), else none. */
function negotiateEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** Compresses JSON answers of the API above the threshold (onSend, after the security headers). */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || !isApiRequest(request)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    reply.header('Vary', 'Accept-Encoding');
    if (Buffer.byteLength(payload) < API_COMPRESS_MIN_BYTES) return payload;
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              // Quality 4: most of brotli's gain on JSON at a fraction of the CPU of the default 11.
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzipAsync(payload, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}

export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  const root = staticDir ? resolve(staticDir) : undefined;
  const hasIndex = root !== undefined && existsSync(join(root, 'index.html'));
  // The authorized area's document: index.html preloading what a reload of a portal screen needs
  // (scripts/vite-preload-chunks.mjs); index.html where a build has none.
  const hasPortalPage = root !== undefined && existsSync(join(root, PORTAL_PAGE));
  if (root && existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      etag: true,
      lastModified: true,
      // x.js.br / x.js.gz written by the build, chosen by Accept-Encoding (br, then gzip, then x.js).
      preCompressed: true,
      setHeaders: setStaticHeaders,
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (isApiRequest(request)) {
      // A known path asked with another method: 405 with the methods it has (RFC 9110 §15.5.6).
      const allowed = ROUTE_METHODS.filter((method) => app.hasRoute({ method, url: path }));
      if (allowed.length > 0) {
        reply.header('Allow', allowed.join(', '));
        const message = `${request.method} is not allowed on ${path}: use ${allowed.join(' or ')}`;
        if (path.startsWith('/connect/'))
          return reply.code(405).send({ error: 'invalid_request', error_description: message });
        throw new ApiHttpError(405, 'method_not_allowed', message);
      }
      throw new ApiHttpError(404, 'not_found', `No route ${request.method} ${path}`);
    }
    const looksLikeFile = isFilePath(path);
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile && hasIndex) {
      reply.header('Cache-Control', PAGE_CACHE_CONTROL);
      const page = hasPortalPage && isPortalPath(path) ? PORTAL_PAGE : 'index.html';
      return reply.type('text/html; charset=utf-8').sendFile(page);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
