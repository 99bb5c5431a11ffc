/**
 * Serves the built SPA from `staticDir`: hashed assets under /assets cached for a year (immutable),
 * index.html never cached, and a history fallback to index.html for client routes (not for /api,
 * /connect, or paths with a file extension). Unknown /api and /connect routes answer 404 JSON.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from './api-error';
import { isApiRequest } from '../security/request-kind';
import { pathOf } from './canonical-url';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string | undefined,
): Promise<void> {
  const root = staticDir ? resolve(staticDir) : undefined;
  const hasIndex = root !== undefined && existsSync(join(root, 'index.html'));
  if (root && existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${'/'}assets${'/'}`)) res.setHeader('Cache-Control', IMMUTABLE);
        else if (filePath.endsWith('index.html')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (isApiRequest(request)) {
      throw new ApiHttpError(404, 'not_found', `No route ${request.method} ${path}`);
    }
    const lastSegment = path.split('/').pop() ?? '';
    const looksLikeFile = /\.[A-Za-z0-9]+$/.test(lastSegment);
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile && hasIndex) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
