/**
 * What kind of request this is, decided once on the routed path: the route Fastify matched (after
 * server/http/canonical-url.ts rewrote the URL), or for an unknown route the canonical path itself. The
 * rate limit, the IP ban, `Cache-Control: no-store`, the not-found answer and the input checks all ask here,
 * so no spelling of a path can get one answer from the router and another from a rule.
 */
import type { FastifyRequest } from 'fastify';
import { pathOf } from '../http/canonical-url';

export const HEALTH_PATH = '/api/health';

/** '/api', '/api/…', '/connect/…', '/.well-known/…' (canonical paths or route patterns). */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/connect' ||
    path.startsWith('/connect/') ||
    path.startsWith('/.well-known/')
  );
}

/** The routed path: the matched route's pattern, else (unknown route) the canonical request path. */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? pathOf(request.url);
}

export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routedPath(request));
}

export function isHealthCheck(request: FastifyRequest): boolean {
  return request.routeOptions.url === HEALTH_PATH;
}
