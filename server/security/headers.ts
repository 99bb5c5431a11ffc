/**
 * Security headers on every response, and `Cache-Control: no-store` on API and auth-server answers (decided
 * on the routed path, server/security/request-kind.ts).
 */
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './request-kind';

/**
 * The CSP. With the assets on a content-delivery host (ASSET_BASE_URL, the same value the SPA was built
 * with), that origin may serve scripts, styles, fonts and images; nothing else is allowed from it. With
 * browser error reporting (VITE_SENTRY_DSN), the SPA may send reports to the DSN's origin. `styleHashes`
 * allow the built pages' own `<style>` blocks by their hash (server/http/inline-styles.ts), nothing else inline.
 */
function contentSecurityPolicy(
  assetOrigin?: string,
  reportOrigin?: string,
  styleHashes: readonly string[] = [],
): string {
  const assets = assetOrigin ? ` ${assetOrigin}` : '';
  const reports = reportOrigin ? ` ${reportOrigin}` : '';
  const styles = styleHashes.map((hash) => ` ${hash}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${assets}`,
    `style-src 'self'${assets}${styles}`,
    `img-src 'self' data:${assets}`,
    `connect-src 'self'${reports}`,
    `font-src 'self'${assets}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The origin of an absolute asset base URL ('https://cdn.example.lt/portal/' -> 'https://cdn.example.lt'). */
function assetOriginOf(assetBaseUrl: string | undefined): string | undefined {
  if (!assetBaseUrl || !/^https?:\/\//i.test(assetBaseUrl)) return undefined;
  return new URL(assetBaseUrl).origin;
}

/** The origin error reports go to, from a DSN ('https://key@o1.ingest.example/7' -> 'https://o1.ingest.example'). */
function reportOriginOf(dsn: string | undefined): string | undefined {
  if (!dsn || !URL.canParse(dsn)) return undefined;
  const url = new URL(dsn);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { assetBaseUrl?: string; reportDsn?: string; inlineStyleHashes?: readonly string[] } = {},
): void {
  const policy = contentSecurityPolicy(
    assetOriginOf(options.assetBaseUrl),
    reportOriginOf(options.reportDsn),
    options.inlineStyleHashes,
  );
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // Hashed assets may be loaded by another origin (static-files.ts sets cross-origin on them).
    if (!reply.raw.hasHeader('Cross-Origin-Resource-Policy'))
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (isApiRequest(request)) {
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
    }
    return payload;
  });
}
