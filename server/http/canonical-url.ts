/**
 * One spelling per resource. Before routing, every request URL is rewritten to its canonical form, so that
 * routing, the rate limit, the IP ban, `Cache-Control: no-store` and every other rule see the same path:
 *
 * - percent-encoded unreserved characters are decoded (`/%61pi/health` -> `/api/health`; RFC 3986
 *   §6.2.2.2) and the hex digits of the other escapes upper-cased; `%2F` stays an escape, not a separator;
 * - runs of slashes collapse (`/api//health`), dot segments are resolved (`/x/../api`, `/%2e%2e/`) and a
 *   trailing slash is dropped;
 * - the first segment of the API prefixes is lower-cased (`/API/…`, `/Connect/…`); the router matches the
 *   rest of an API path without regard to case (buildServer's `caseSensitive: false`).
 *
 * The query string is kept as sent.
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const API_PREFIXES = new Set(['api', 'connect', '.well-known']);

function normaliseEscapes(segment: string): string {
  return segment.replace(/%([0-9A-Fa-f]{2})/g, (_escape: string, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** The canonical form of a path (no query): see the module comment. */
function canonicalPath(path: string): string {
  const output: string[] = [];
  for (const raw of path.split('/')) {
    const segment = normaliseEscapes(raw);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      output.pop();
      continue;
    }
    output.push(segment);
  }
  const first = output[0];
  if (first !== undefined && API_PREFIXES.has(first.toLowerCase())) output[0] = first.toLowerCase();
  return `/${output.join('/')}`;
}

/** The canonical form of a request target: canonical path, query as sent. */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `${canonicalPath(path)}${query}`;
}

/** The path of a URL without its query. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
