/**
 * Per-IP rate limit and the spec's IP ban (§8: "too many bad requests, IP blocked until a date"), decided
 * once per request on the routed path (server/http/canonical-url.ts rewrote it before routing).
 *
 * - Applies to the API and auth-server routes (/api, /connect, /.well-known). Static files, the SPA, unknown
 *   routes and OPTIONS requests are never counted as bad, and GET /api/health is never limited or banned
 *   (load balancers probe it).
 * - More than `maxRequests` requests in a window -> 429 { code: 'rate_limited', blockedUntil: window end }.
 *   Counted in process: a good request costs no database write.
 * - More than `maxBadRequests` answers of 400/401/403/404/405/413/415 in a window -> the IP is banned for
 *   `banSeconds`; while banned every request gets 403 { code: 'ip_banned', blockedUntil }.
 * - Atomic: every request in flight is a bad answer that may still come. A request is admitted only while
 *   bad answers so far + requests in flight stay within `maxBadRequests`; a request beyond that is refused
 *   with 429 before it is evaluated. So at most `maxBadRequests` + 1 bad requests of one IP are ever
 *   evaluated in a window, however many arrive in parallel (per process; the shared count below bounds it
 *   across processes). Admission is one synchronous check-and-increment, which Node cannot interleave.
 * - Shared through the database: a bad answer increments the IP's window count and, over the limit, writes
 *   the ban in one statement (before the answer leaves), which returns the count of every process. Bans are
 *   loaded at start and refreshed every `banRefreshSeconds`, so every process on the database refuses a
 *   banned IP within seconds.
 * - Bounded memory: at most `maxTrackedIps` addresses are counted per process. When a new address arrives
 *   at the bound, addresses of finished windows are dropped first, then the least recently started ones
 *   without a request in flight. A dropped address only loses its in-process request count (its bad-answer
 *   count and ban live in the database and come back with its next bad answer or the ban refresh).
 *
 * Several processes: each counts requests in its own memory (so the request limit is per process: behind
 * N processes an IP gets at most N x `maxRequests` a window, which is what a rate limit against floods
 * needs, and costs no write); bad answers and bans are counted in the database by one atomic statement
 * per bad answer, whose result (the sum over all processes) decides the ban, so the `maxBadRequests`
 * bound holds across processes up to the requests already in flight elsewhere; every process reads the
 * bans every `banRefreshSeconds` seconds.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import { isApiRequest, isHealthCheck, knownRoute } from './request-kind';

export interface RateLimitOptions {
  windowSeconds: number;
  maxRequests: number;
  maxBadRequests: number;
  banSeconds: number;
  /** How often each process reloads the bans of all processes from the database. */
  banRefreshSeconds: number;
  /** Addresses counted in memory at most (per process). */
  maxTrackedIps: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  windowSeconds: 60,
  maxRequests: 600,
  maxBadRequests: 30,
  banSeconds: 15 * 60,
  banRefreshSeconds: 5,
  maxTrackedIps: 100_000,
};

const BAD_STATUSES = new Set([400, 401, 403, 404, 405, 413, 415]);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the rate limiter admitted the request (it holds an in-flight slot until its answer). */
    rateLimitSlot?: IpState;
    /** Set by a route whose error answer must not count as a bad request (eID polling). */
    rateLimitSkipCount?: boolean;
  }
}

interface IpState {
  window: number;
  requests: number;
  bad: number;
  inFlight: number;
}

/** Which requests the limiter looks at: API routes that exist, except the health check. */
function limited(request: FastifyRequest): boolean {
  return isApiRequest(request) && !isHealthCheck(request);
}

/** Which answers count as bad: a bad status of a known route, not OPTIONS, not exempted by the route. */
function countsAsBad(request: FastifyRequest, statusCode: number): boolean {
  return (
    BAD_STATUSES.has(statusCode) &&
    request.method !== 'OPTIONS' &&
    knownRoute(request) !== undefined &&
    request.rateLimitSkipCount !== true
  );
}

export function registerRateLimit(app: FastifyInstance, db: Db, options: RateLimitOptions): void {
  const windowMs = options.windowSeconds * 1000;
  const states = new Map<string, IpState>();
  /** ip -> blocked until (ms), this process's view of ip_bans. */
  const bans = new Map<string, number>();

  /**
   * Makes room: finished windows first, then the oldest idle entries, down to 90 % of the bound so that
   * a flood of new addresses pays the sweep once per tenth of the bound, not on every request.
   */
  const evict = (currentWindow: number): void => {
    const target = Math.floor(options.maxTrackedIps * 0.9);
    for (const [ip, state] of states) {
      if (state.window < currentWindow && state.inFlight === 0) states.delete(ip);
    }
    for (const [ip, state] of states) {
      if (states.size <= target) break;
      if (state.inFlight === 0) states.delete(ip);
    }
  };

  const stateOf = (ip: string, now: number): IpState => {
    const window = Math.floor(now / windowMs) * windowMs;
    let state = states.get(ip);
    if (!state) {
      if (states.size >= options.maxTrackedIps) evict(window);
      state = { window, requests: 0, bad: 0, inFlight: 0 };
      states.set(ip, state);
    } else if (state.window !== window) {
      state.window = window;
      state.requests = 0;
      state.bad = 0;
    }
    return state;
  };

  const banned = (ip: string, now: number): number | undefined => {
    const until = bans.get(ip);
    if (until === undefined) return undefined;
    if (until > now) return until;
    bans.delete(ip);
    return undefined;
  };

  const refuseBanned = (until: number): ApiHttpError => {
    const iso = new Date(until).toISOString();
    return new ApiHttpError(
      403,
      'ip_banned',
      `Too many bad requests: this IP address is blocked until ${iso}`,
      undefined,
      { blockedUntil: iso },
    );
  };

  const release = (request: FastifyRequest): IpState | undefined => {
    const state = request.rateLimitSlot;
    if (!state) return undefined;
    request.rateLimitSlot = undefined;
    state.inFlight -= 1;
    return state;
  };

  async function loadBans(): Promise<void> {
    const rows = await db.query<{ ip: string; blocked_until: string }>(
      'SELECT ip, iso_ts(blocked_until) AS blocked_until FROM ip_bans WHERE blocked_until > now()',
    );
    bans.clear();
    for (const row of rows) bans.set(row.ip, new Date(row.blocked_until).getTime());
  }

  app.addHook('onReady', loadBans);

  app.addHook('onRequest', async (request) => {
    if (!limited(request)) return;
    const now = Date.now();
    const until = banned(request.ip, now);
    if (until !== undefined) throw refuseBanned(until);
    const state = stateOf(request.ip, now);
    state.requests += 1;
    const windowEnd = new Date(state.window + windowMs).toISOString();
    if (state.requests > options.maxRequests) {
      throw new ApiHttpError(
        429,
        'rate_limited',
        `Too many requests: try again after ${windowEnd}`,
        undefined,
        {
          blockedUntil: windowEnd,
        },
      );
    }
    // Check and take an in-flight slot in one synchronous step: no other request can slip in between.
    if (state.bad + state.inFlight >= options.maxBadRequests + 1) {
      throw new ApiHttpError(
        429,
        'rate_limited',
        `Too many bad or parallel requests: try again after ${windowEnd}`,
        undefined,
        { blockedUntil: windowEnd },
      );
    }
    state.inFlight += 1;
    request.rateLimitSlot = state;
  });

  // Counted before the answer leaves (onSend, not onResponse), so the client's next request - to this
  // process or, after the ban refresh, another one on the same database - already sees the count and ban.
  app.addHook('onSend', async (request, reply, payload) => {
    const state = release(request);
    if (!state || !countsAsBad(request, reply.statusCode)) return payload;
    state.bad += 1;
    const ip = request.ip;
    if (state.bad > options.maxBadRequests) {
      bans.set(ip, Math.max(bans.get(ip) ?? 0, Date.now() + options.banSeconds * 1000));
    }
    try {
      const rows = await db.query<{ bad_requests: number; blocked_until: string | null }>(
        `WITH counter AS (
           INSERT INTO ip_request_counters (ip, window_start, requests, bad_requests) VALUES ($1, $2, 0, 1)
           ON CONFLICT (ip, window_start) DO UPDATE SET bad_requests = ip_request_counters.bad_requests + 1
           RETURNING bad_requests
         ), ban AS (
           INSERT INTO ip_bans (ip, blocked_until, reason)
           SELECT $1, now() + make_interval(secs => $3), 'too many bad requests' FROM counter
            WHERE counter.bad_requests > $4
           ON CONFLICT (ip) DO UPDATE SET blocked_until = GREATEST(ip_bans.blocked_until, EXCLUDED.blocked_until),
                                          reason = EXCLUDED.reason
           RETURNING blocked_until
         )
         SELECT counter.bad_requests, (SELECT iso_ts(blocked_until) FROM ban) AS blocked_until FROM counter`,
        [ip, new Date(state.window).toISOString(), options.banSeconds, options.maxBadRequests],
      );
      const row = rows[0];
      if (row) {
        // Other processes' bad answers count too.
        if (stateOf(ip, Date.now()).window === state.window)
          state.bad = Math.max(state.bad, row.bad_requests);
        if (row.blocked_until) {
          bans.set(ip, Math.max(bans.get(ip) ?? 0, new Date(row.blocked_until).getTime()));
          if (row.bad_requests === options.maxBadRequests + 1) {
            request.log.warn({ ip, badRequests: row.bad_requests }, 'ip banned');
          }
        }
      }
    } catch (error) {
      request.log.error({ err: error }, 'rate-limit bookkeeping failed');
    }
    return payload;
  });

  // A request that never reached onSend (the client went away) gives its slot back.
  app.addHook('onResponse', async (request) => {
    release(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    release(request);
  });

  const refresh = setInterval(() => {
    void loadBans().catch(() => undefined);
  }, options.banRefreshSeconds * 1000);
  refresh.unref();

  // Old windows are dropped every few minutes (any process may do it), here and in the database.
  const cleanup = setInterval(
    () => {
      const current = Math.floor(Date.now() / windowMs) * windowMs;
      for (const [ip, state] of states) {
        if (state.window < current && state.inFlight === 0) states.delete(ip);
      }
      void db
        .query(`DELETE FROM ip_request_counters WHERE window_start < now() - interval '1 hour'`)
        .then(() => db.query('DELETE FROM ip_bans WHERE blocked_until < now()'))
        .catch(() => undefined);
    },
    Math.min(windowMs, 5 * 60 * 1000),
  );
  cleanup.unref();
  app.addHook('onClose', async () => {
    clearInterval(refresh);
    clearInterval(cleanup);
  });
}
