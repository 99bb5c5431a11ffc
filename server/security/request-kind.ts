/**
 * What kind of request this is, decided once on the routed path: the route Fastify matched (after
 * server/http/canonical-url.ts rewrote the URL), or for an unknown route the canonical path itself. The
 * rate limit, the IP ban, `Cache-Control: no-store`, the not-found answer and the input checks all ask here,
 * so no spelling of a path can get one answer from the router and another from a rule.
 */
import type { FastifyRequest } from 'fastify';
import { pathOf } from '../http/canonical-url';

const HEALTH_PATH = '/api/health';

/** '/api', '/api/…', '/connect/…', '/.well-known/…' (canonical paths or route patterns). */
function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/connect' ||
    path.startsWith('/connect/') ||
    path.startsWith('/.well-known/')
  );
}

/** The static files' catch-all route (server/http/static-files.ts): it knows no path of its own. */
const STATIC_CATCH_ALL = '/*';

/** The pattern of the route that serves the request; undefined for an unknown path or the static catch-all. */
export function knownRoute(request: FastifyRequest): string | undefined {
  const url = request.routeOptions.url;
  return url === undefined || url === STATIC_CATCH_ALL ? undefined : url;
}

/** The routed path: the matched route's pattern, else (unknown route, static file) the canonical path. */
export function routedPath(request: FastifyRequest): string {
  return knownRoute(request) ?? pathOf(request.url);
}

export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routedPath(request));
}

export function isHealthCheck(request: FastifyRequest): boolean {
  return knownRoute(request) === HEALTH_PATH;
}
