/**
 * Per-IP rate limiting and the spec's IP ban (§8: "too many bad requests, IP blocked until a date").
 * Counters and bans live in the database (fixed one-minute windows), so several server processes on one
 * PostgreSQL agree. Applies to /api and /connect.
 *
 * - More than `maxRequests` requests in a window -> 429 { code: 'rate_limited', blockedUntil: window end }.
 * - More than `maxBadRequests` answers of 400/401/403/404/405/413/415 in a window -> the IP is banned for
 *   `banSeconds`; while banned every request gets 403 { code: 'ip_banned', blockedUntil }.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import { isApiPath } from './headers';

export interface RateLimitOptions {
  windowSeconds: number;
  maxRequests: number;
  maxBadRequests: number;
  banSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  windowSeconds: 60,
  maxRequests: 600,
  maxBadRequests: 30,
  banSeconds: 15 * 60,
};

const BAD_STATUSES = new Set([400, 401, 403, 404, 405, 413, 415]);

declare module 'fastify' {
  interface FastifyRequest {
    rateLimitWindow?: Date;
    rateLimitSkipCount?: boolean;
  }
}

function windowStart(now: number, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

export function registerRateLimit(app: FastifyInstance, db: Db, options: RateLimitOptions): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const window = windowStart(Date.now(), options.windowSeconds);
    request.rateLimitWindow = window;
    const rows = await db.query<{ requests: number; blocked_until: string | null }>(
      `WITH counter AS (
         INSERT INTO ip_request_counters (ip, window_start, requests) VALUES ($1, $2, 1)
         ON CONFLICT (ip, window_start) DO UPDATE SET requests = ip_request_counters.requests + 1
         RETURNING requests
       )
       SELECT counter.requests,
              (SELECT iso_ts(blocked_until) FROM ip_bans WHERE ip = $1 AND blocked_until > now()) AS blocked_until
       FROM counter`,
      [request.ip, window.toISOString()],
    );
    const row = rows[0];
    if (row?.blocked_until) {
      request.rateLimitSkipCount = true;
      throw new ApiHttpError(
        403,
        'ip_banned',
        `Too many bad requests: this IP address is blocked until ${row.blocked_until}`,
        undefined,
        {
          blockedUntil: row.blocked_until,
        },
      );
    }
    if (row && row.requests > options.maxRequests) {
      request.rateLimitSkipCount = true;
      const until = new Date(window.getTime() + options.windowSeconds * 1000).toISOString();
      throw new ApiHttpError(429, 'rate_limited', `Too many requests: try again after ${until}`, undefined, {
        blockedUntil: until,
      });
    }
  });

  // Counted before the answer leaves (onSend, not onResponse), so a client's next request - to this
  // process or another one on the same database - already sees the count and any ban.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.rateLimitWindow || request.rateLimitSkipCount || !BAD_STATUSES.has(reply.statusCode))
      return payload;
    try {
      const rows = await db.query<{ bad_requests: number }>(
        `UPDATE ip_request_counters SET bad_requests = bad_requests + 1 WHERE ip = $1 AND window_start = $2 RETURNING bad_requests`,
        [request.ip, request.rateLimitWindow.toISOString()],
      );
      const bad = rows[0]?.bad_requests ?? 0;
      if (bad > options.maxBadRequests) {
        await db.query(
          `INSERT INTO ip_bans (ip, blocked_until, reason) VALUES ($1, now() + make_interval(secs => $2), 'too many bad requests')
           ON CONFLICT (ip) DO UPDATE SET blocked_until = GREATEST(ip_bans.blocked_until, EXCLUDED.blocked_until), reason = EXCLUDED.reason`,
          [request.ip, options.banSeconds],
        );
        request.log.warn({ ip: request.ip, badRequests: bad }, 'ip banned');
      }
    } catch (error) {
      request.log.error({ err: error }, 'rate-limit bookkeeping failed');
    }
    return payload;
  });

  // Old windows are dropped every few minutes (any process may do it).
  const timer = setInterval(
    () => {
      void db
        .query(`DELETE FROM ip_request_counters WHERE window_start < now() - interval '1 hour'`)
        .then(() => db.query('DELETE FROM ip_bans WHERE blocked_until < now()'))
        .catch(() => undefined);
    },
    5 * 60 * 1000,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
