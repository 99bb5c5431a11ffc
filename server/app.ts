/**
 * buildServer: the whole reference server as one Fastify instance (API from the contract registry, the
 * auth server's /connect routes, the built SPA), on a Db the caller opens. Migrations run, the demo
 * seed runs when asked and the database is empty, and the signing keys are loaded or created.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type SigningKeys, loadOrCreateKeys } from './auth/keys';
import { createAccessTokens, type AccessTokens } from './auth/access-tokens';
import { startReminderQueue, type ReminderQueue } from './api/password';
import { connectRoutes } from './auth/connect-routes';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { seedIfEmpty, type SeedOptions } from './db/seed';
import { ApiHttpError } from './http/api-error';
import { buildOpenApiDocument } from './http/openapi';
import { registerEndpoints } from './http/register-endpoints';
import { registerStaticFiles } from './http/static-files';
import type { Handlers } from './http/handler-types';
import { DEFAULT_RATE_LIMIT, registerRateLimit, type RateLimitOptions } from './security/rate-limit';
import { isApiPath, registerSecurityHeaders } from './security/headers';
import { addressHandlers } from './api/addresses';
import { amlHandlers } from './api/aml';
import { bankAccountHandlers } from './api/bank-accounts';
import { brokerHandlers } from './api/brokers';
import { dashboardHandlers } from './api/dashboard';
import { documentHandlers } from './api/documents';
import { fundsContractsHandlers } from './api/funds-contracts';
import { invoiceHandlers } from './api/invoices';
import { notificationHandlers } from './api/notifications';
import { otherReadHandlers } from './api/other-reads';
import { hashLinkHandlers } from './api/hash-links';
import { registerDevOutbox } from './api/outbox';
import { passwordHandlers } from './api/password';
import { userHandlers } from './api/users';

export interface BuildServerOptions {
  db: Db;
  /** Folder of the built SPA (default: none, API only). */
  staticDir?: string;
  /** Seed the demo personas when the database is empty. Default false. */
  seed?: boolean;
  seedOptions?: SeedOptions;
  /** Fastify logger options; false (default) for silence. See security/logging.ts for the masked setup. */
  logger?: FastifyServerOptions['logger'];
  /** Simulated eID confirmation delay handed to the auth server (default 4000 ms). */
  eidConfirmDelayMs?: number;
  /** Rate-limit settings (defaults: 600 req/min, ban after 30 bad answers/min for 15 min); false disables. */
  rateLimit?: Partial<RateLimitOptions> | false;
  /** Trust X-Forwarded-For from a reverse proxy (default false). */
  trustProxy?: boolean;
  /** Body limit in bytes of routes outside the contract registry (default 1 MiB); contract routes have their own. */
  bodyLimit?: number;
  /** 32-byte key that encrypts the signing keys at rest (server/auth/key-encryption.ts). Default: a random key for this process. */
  keyEncryptionKey?: Buffer;
  /**
   * Simulators (eID confirming seeded customers, /connect/sb/simulate, GET /api/dev/outbox). Default: on
   * unless env EID_SIMULATOR=off, which production must set.
   */
  simulator?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    keys: SigningKeys;
    accessTokens: AccessTokens;
    reminders: ReminderQueue;
  }
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const ALL_HANDLERS: Handlers = {
  ...userHandlers,
  ...dashboardHandlers,
  ...fundsContractsHandlers,
  ...addressHandlers,
  ...documentHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...otherReadHandlers,
  ...amlHandlers,
  ...brokerHandlers,
  ...bankAccountHandlers,
  ...passwordHandlers,
  ...hashLinkHandlers,
};

interface ErrorLike {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Maps any thrown value to the one API error body; 5xx never carries internals. */
export function toErrorBody(error: unknown): ApiHttpError {
  if (error instanceof ApiHttpError) return error;
  const like = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const status = like.statusCode;
  if (status === 413) return new ApiHttpError(413, 'payload_too_large', 'Request body is too large');
  if (status === 415)
    return new ApiHttpError(415, 'unsupported_media_type', 'Unsupported content type: send application/json');
  if (status === 404) return new ApiHttpError(404, 'not_found', 'Not found');
  if (status !== undefined && status >= 400 && status < 500) {
    const json = like.code?.startsWith('FST_ERR_CTP') ?? false;
    return new ApiHttpError(
      status === 400 || status === 405 ? status : 400,
      'bad_request',
      json ? 'Malformed request body (expected valid JSON)' : 'Bad request',
      json ? 'body' : undefined,
    );
  }
  // PostgreSQL: deadlock and statement timeout carry the words the SPA maps to /error-timeout.
  if (like.code === '40P01')
    return new ApiHttpError(500, 'internal', 'Database deadlock detected, try again later');
  if (like.code === '57014') return new ApiHttpError(500, 'internal', 'Database timeout, try again later');
  return new ApiHttpError(500, 'internal', 'Internal server error');
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  await migrate(db);
  if (options.seed) await seedIfEmpty(db, options.seedOptions);
  const keys = await loadOrCreateKeys(db, {
    ...(options.keyEncryptionKey ? { keyEncryptionKey: options.keyEncryptionKey } : {}),
  });
  const accessTokens = createAccessTokens({ db, keys });

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('db', db);
  app.decorate('keys', keys);
  app.decorate('accessTokens', accessTokens);
  app.addHook('onClose', async () => keys.close());
  const reminders = startReminderQueue(db);
  app.decorate('reminders', reminders);
  app.addHook('onClose', async () => reminders.stop());

  app.setErrorHandler(async (error, request, reply) => {
    const apiError = toErrorBody(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (!isApiPath(request.url) && apiError.status === 404) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.code(apiError.status).send(apiError.toBody());
  });

  registerSecurityHeaders(app);
  if (options.rateLimit !== false)
    registerRateLimit(app, db, { ...DEFAULT_RATE_LIMIT, ...(options.rateLimit ?? {}) });

  const openApi = buildOpenApiDocument();
  app.get('/api/docs/openapi.json', async () => openApi);
  app.get('/.well-known/jwks.json', async () => keys.jwks());
  app.get('/api/health', async () => ({ status: 'ok' }));

  registerEndpoints(app, { db, accessTokens, handlers: ALL_HANDLERS });
  const simulator = options.simulator ?? process.env.EID_SIMULATOR !== 'off';
  if (simulator) registerDevOutbox(app, db);
  await app.register(connectRoutes, {
    db,
    keys,
    accessTokens,
    eidConfirmDelayMs: options.eidConfirmDelayMs ?? 4000,
    simulator,
  });
  await registerStaticFiles(app, options.staticDir);
  return app;
}
