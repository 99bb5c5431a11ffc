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
import { createEidClients, type EidConfig } from './auth/eid/eid-clients';
import type { EidClients } from './auth/eid/types';
import type { EidPushLimit } from './auth/eid-push-limit';
import { createSigningHandlers } from './signing/signing-handlers';
import { createApplicationDocumentHandlers } from './applications/document-handlers';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { seedIfEmpty, type SeedOptions } from './db/seed';
import { syncDemoLinks } from './db/seed/personas';
import { ApiHttpError } from './http/api-error';
import { buildOpenApiDocument } from './http/openapi';
import { registerEndpoints } from './http/register-endpoints';
import { registerApiCompression, registerStaticFiles } from './http/static-files';
import { inlineStyleHashes } from './http/inline-styles';
import type { Handlers } from './http/handler-types';
import { DEFAULT_RATE_LIMIT, registerRateLimit, type RateLimitOptions } from './security/rate-limit';
import { registerSecurityHeaders } from './security/headers';
import { NO_ERROR_REPORTING, type ServerErrorReporter } from './observability/error-reporting';
import { isApiRequest } from './security/request-kind';
import { registerInputGuard } from './security/input-guard';
import { registerProxyWarning } from './security/proxy-warning';
import { registerCrossSiteGuard } from './security/cross-site';
import { canonicalUrl } from './http/canonical-url';
import { DEMO_FEATURES_OFF, DEMO_VARIABLES, type DemoFeatures } from './config';
import { addressHandlers } from './api/addresses';
import { createAmlHandlers, DEFAULT_AML_REVIEW_DELAY_MS } from './api/aml';
import { bankAccountHandlers } from './api/bank-accounts';
import { contributionLimitHandlers } from './api/contribution-limits';
import { brokerHandlers } from './api/brokers';
import {
  createCachedDashboardHandlers,
  DASHBOARD_CHANNEL,
  dashboardHandlers,
  type DashboardAnswer,
} from './api/dashboard';
import { createCustomerReadCache } from './api/customer-read-cache';
import { documentHandlers } from './api/documents';
import { fundsContractsHandlers } from './api/funds-contracts';
import { invoiceHandlers } from './api/invoices';
import { notificationHandlers } from './api/notifications';
import { otherReadHandlers } from './api/other-reads';
import { hashLinkHandlers } from './api/hash-links';
import { registerDevOutbox } from './api/outbox';
import { registerDevClock } from './api/dev-clock';
import { systemClock, loadDemoClock, type Clock, type MovableClock } from './jobs/clock';
import { startBackgroundWork, type BackgroundWork } from './jobs/background-work';
import { createSmtpMailer } from './delivery/mailer';
import { createSmsGateway } from './delivery/sms-gateway';
import { createBankHandover, type BankHandoverConfig } from './auth/sb-handover';
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
  /** Smart-ID / Mobile-ID services (server/config.ts `eid`); null or absent: eid_not_configured. */
  eidConfig?: EidConfig | null;
  /** Ready eID clients (tests); overrides `eidConfig`. */
  eid?: EidClients;
  /** The per-person eID push limit (default EID_PUSH_LIMIT: 5 in 15 minutes). */
  eidPushLimit?: EidPushLimit;
  /** How long the AML review simulator takes to approve a Pending declaration (default 30 s). */
  amlReviewDelayMs?: number;
  /** APPLICATION_REVIEW_DELAY_MS: registered -> processing -> decided, each step after this (default 60 s; 0 at once). */
  applicationReviewDelayMs?: number;
  /** Rate-limit settings (defaults: 600 req/min, ban after 30 bad answers/min for 15 min); false disables. */
  rateLimit?: Partial<RateLimitOptions> | false;
  /**
   * Number of reverse-proxy hops whose X-Forwarded-For entries are trusted (default 0: the socket address
   * is the client). Never "trust everything": the leftmost entry is whatever the client wrote.
   */
  trustProxy?: number;
  /** Body limit in bytes of routes outside the contract registry (default 1 MiB); contract routes have their own. */
  bodyLimit?: number;
  /** 32-byte key that encrypts the signing keys at rest (server/auth/key-encryption.ts). Default: a random key for this process. */
  keyEncryptionKey?: Buffer;
  /** Demo features (server/config.ts); each defaults to off. */
  demo?: Partial<DemoFeatures>;
  /**
   * Shorthand for the simulators of `demo` (outbox reader, demo clock, unit values, AML review) when
   * `demo` does not name them. Default off.
   */
  simulator?: boolean;
  /**
   * The portal's public address that links sent by e-mail or SMS start with (server/config.ts PUBLIC_URL,
   * no trailing slash). Default: the default server origin, http://127.0.0.1:8080.
   */
  publicUrl?: string;
  /**
   * ASSET_BASE_URL: where the SPA's assets are served from when not from this origin (a content-delivery
   * host); the CSP allows its origin. Must equal the value the SPA was built with.
   */
  assetBaseUrl?: string;
  /** The browser's error-reporting DSN (VITE_SENTRY_DSN): the CSP lets the SPA send reports to its origin. */
  browserErrorDsn?: string;
  /** Where 5xx errors are reported (server/observability/error-reporting.ts); default: nowhere. */
  errorReporter?: ServerErrorReporter;
  /** NODE_ENV=production: refuse to build with any demo feature or the demo seed on, or on PGlite. */
  production?: boolean;
  /**
   * The business clock (server/jobs/clock.ts). Default: the demo's movable clock with DEV_CLOCK, else the
   * system clock.
   */
  clock?: Clock;
  /** The job queue and what runs on it (server/jobs/background-work.ts); default off (tests ask for it). */
  jobs?: JobsOptions | false;
  /** The bank's handover keys (SB_JWKS_URL / SB_JWKS_FILE, SB_ISSUER, SB_AUDIENCE); default: refused. */
  bankHandover?: BankHandoverConfig;
}

export interface JobsOptions {
  /** SMTP_URL and MAIL_FROM; absent: e-mails wait in the outbox. */
  smtp?: { url: string; from: string } | undefined;
  /** SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN; absent: SMS wait in the outbox. */
  smsGateway?: { url: string; token: string } | undefined;
  /** pg-boss's schema (tests on one PostgreSQL give each file its own). */
  schema?: string;
  pollingIntervalSeconds?: number;
  sweepIntervalMs?: number;
  deliveryRetry?: { retryLimit?: number; retryDelaySeconds?: number };
  executionRetry?: { retryLimit: number; retryDelaySeconds: number };
}

/** The demo features of the options: `demo` first, then the `simulator` shorthand, else off. */
function demoFeaturesOf(options: Pick<BuildServerOptions, 'demo' | 'simulator'>): DemoFeatures {
  const simulator = options.simulator ?? false;
  return {
    devOutbox: options.demo?.devOutbox ?? simulator,
    devClock: options.demo?.devClock ?? simulator,
    unitValueSimulator: options.demo?.unitValueSimulator ?? simulator,
    demoLinks: options.demo?.demoLinks ?? DEMO_FEATURES_OFF.demoLinks,
    amlReviewSimulator: options.demo?.amlReviewSimulator ?? simulator,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    keys: SigningKeys;
    accessTokens: AccessTokens;
    reminders: ReminderQueue;
    /** The business clock. */
    clock: Clock;
    /** The job queue's work; null when jobs are off. */
    backgroundWork: BackgroundWork | null;
  }
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The origin of a server started with the default HOST and PORT (server/config.ts). */
const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8080';

const ALL_HANDLERS: Handlers = {
  ...userHandlers,
  ...dashboardHandlers,
  ...fundsContractsHandlers,
  ...addressHandlers,
  ...documentHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...otherReadHandlers,
  ...brokerHandlers,
  ...bankAccountHandlers,
  ...passwordHandlers,
  ...hashLinkHandlers,
  ...contributionLimitHandlers,
};

interface ErrorLike {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Maps any thrown value to the one API error body; 5xx never carries internals. */
function toErrorBody(error: unknown): ApiHttpError {
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
  // PostgreSQL: a number the client sent that the column cannot hold (an id of 2^31 for an integer
  // column; found by the bench's larger fuzz run) is the client's mistake, not the server's.
  if (like.code === '22003')
    return new ApiHttpError(400, 'validation', 'A number in the request is out of range');
  // PostgreSQL: deadlock and statement timeout carry the words the SPA maps to /error-timeout.
  if (like.code === '40P01')
    return new ApiHttpError(500, 'internal', 'Database deadlock detected, try again later');
  if (like.code === '57014') return new ApiHttpError(500, 'internal', 'Database timeout, try again later');
  return new ApiHttpError(500, 'internal', 'Internal server error');
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const demo = demoFeaturesOf(options);
  if (options.production) {
    const on: string[] = (Object.keys(demo) as (keyof DemoFeatures)[])
      .filter((feature) => demo[feature])
      .map((feature) => DEMO_VARIABLES[feature]);
    if (options.seed) on.push('DEMO_SEED');
    if (on.length > 0) throw new Error(`Refusing to start in production with ${on.join(', ')} on`);
    if (db.kind !== 'pg')
      throw new Error(
        'Refusing to start in production on the embedded database: production runs on PostgreSQL',
      );
  }
  await migrate(db);
  if (options.seed) await seedIfEmpty(db, { ...options.seedOptions, demoLinks: demo.demoLinks });
  await syncDemoLinks(db, demo.demoLinks);
  const keys = await loadOrCreateKeys(db, {
    ...(options.keyEncryptionKey ? { keyEncryptionKey: options.keyEncryptionKey } : {}),
  });
  const accessTokens = createAccessTokens({ db, keys });
  const hops = options.trustProxy ?? 0;
  const demoClock: MovableClock | null =
    demo.devClock && options.clock === undefined ? await loadDemoClock(db) : null;
  const clock: Clock = options.clock ?? demoClock ?? systemClock;
  const errorReporter = options.errorReporter ?? NO_ERROR_REPORTING;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // The client is the address `hops` entries from the right of X-Forwarded-For (never the leftmost).
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
    return503OnClosing: true,
    // Routing, and every rule after it, sees one canonical spelling of the path (http/canonical-url.ts).
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    routerOptions: { maxParamLength: 200, caseSensitive: false },
  });
  app.decorate('db', db);
  app.decorate('keys', keys);
  app.decorate('accessTokens', accessTokens);
  app.decorate('clock', clock);
  app.addHook('onClose', async () => keys.close());
  const reminders = startReminderQueue(db, { publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL });
  app.decorate('reminders', reminders);
  app.addHook('onClose', async () => reminders.stop());
  const jobs = options.jobs;
  const backgroundWork = jobs
    ? await startBackgroundWork({
        db,
        clock,
        logger: app.log,
        delivery: {
          mailer: jobs.smtp ? createSmtpMailer(jobs.smtp) : null,
          sms: jobs.smsGateway ? createSmsGateway(jobs.smsGateway) : null,
          messageIdDomain: new URL(options.publicUrl ?? DEFAULT_PUBLIC_URL).hostname,
        },
        unitValueSimulator: demo.unitValueSimulator,
        ...(jobs.schema ? { schema: jobs.schema } : {}),
        ...(jobs.pollingIntervalSeconds !== undefined
          ? { pollingIntervalSeconds: jobs.pollingIntervalSeconds }
          : {}),
        ...(jobs.sweepIntervalMs !== undefined ? { sweepIntervalMs: jobs.sweepIntervalMs } : {}),
        ...(jobs.deliveryRetry ? { deliveryRetry: jobs.deliveryRetry } : {}),
        ...(jobs.executionRetry ? { executionRetry: jobs.executionRetry } : {}),
      })
    : null;
  app.decorate('backgroundWork', backgroundWork);
  if (backgroundWork) app.addHook('onClose', async () => backgroundWork.stop());
  // Per server instance (as per process): each keeps its own memory and hears every process's writes.
  const dashboardCache = await createCustomerReadCache<DashboardAnswer>(db, { channel: DASHBOARD_CHANNEL });
  app.addHook('onClose', async () => dashboardCache.close());

  app.setErrorHandler(async (error, request, reply) => {
    const apiError = toErrorBody(error);
    if (apiError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
      errorReporter.captureException(error);
    }
    if (!isApiRequest(request) && apiError.status === 404) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.code(apiError.status).send(apiError.toBody());
  });

  registerSecurityHeaders(app, {
    // The built pages' own <style> blocks (the entry's stylesheet, inlined at build).
    inlineStyleHashes: inlineStyleHashes(options.staticDir),
    ...(options.assetBaseUrl ? { assetBaseUrl: options.assetBaseUrl } : {}),
    ...(options.browserErrorDsn ? { reportDsn: options.browserErrorDsn } : {}),
  });
  registerInputGuard(app);
  if (hops === 0) registerProxyWarning(app);
  registerCrossSiteGuard(app);
  if (options.rateLimit !== false)
    registerRateLimit(app, db, { ...DEFAULT_RATE_LIMIT, ...(options.rateLimit ?? {}) });

  const openApi = buildOpenApiDocument();
  app.get('/api/docs/openapi.json', async () => openApi);
  app.get('/.well-known/jwks.json', async () => keys.jwks());
  app.get('/api/health', async () => ({ status: 'ok' }));

  const amlHandlers = createAmlHandlers({
    reviewSimulator: demo.amlReviewSimulator,
    reviewDelayMs: options.amlReviewDelayMs ?? DEFAULT_AML_REVIEW_DELAY_MS,
  });
  // One set of eID clients for login, registration, qualify and signing.
  const eid = options.eid ?? createEidClients(options.eidConfig ?? null);
  registerEndpoints(app, {
    db,
    accessTokens,
    handlers: {
      ...ALL_HANDLERS,
      ...createCachedDashboardHandlers(dashboardCache),
      ...amlHandlers,
      ...createSigningHandlers({ db, clients: eid, log: app.log, businessNow: () => clock.now() }),
      ...createApplicationDocumentHandlers({
        db,
        clients: eid,
        log: app.log,
        ...(options.applicationReviewDelayMs !== undefined
          ? { reviewDelayMs: options.applicationReviewDelayMs }
          : {}),
      }),
    },
  });
  if (demo.devOutbox) registerDevOutbox(app, db);
  if (demo.devClock && demoClock) registerDevClock(app, { db, clock: demoClock, work: backgroundWork });
  await app.register(connectRoutes, {
    db,
    keys,
    accessTokens,
    eid,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    ...(options.eidPushLimit ? { eidPushLimit: options.eidPushLimit } : {}),
    ...(options.bankHandover ? { bankHandover: createBankHandover(db, options.bankHandover, app.log) } : {}),
  });
  registerApiCompression(app);
  await registerStaticFiles(app, options.staticDir);
  return app;
}
