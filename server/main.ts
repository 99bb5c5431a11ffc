/**
 * CLI entry of the reference server. Every variable is read by ./config.ts (see
 * docs/configuration.md): PORT, HOST, DATA_DIR, DATABASE_URL, STATIC_DIR, LOG_LEVEL, NODE_ENV, DEMO_MODE,
 * DEV_OUTBOX, DEV_CLOCK, UNIT_VALUE_SIMULATOR, DEMO_SEED, DEMO_LINKS, TRUST_PROXY, RATE_LIMIT_*, SMART_ID_*,
 * MOBILE_ID_*, EID_TRUST_ANCHORS, EID_PUSH_LIMIT, AML_REVIEW_SIMULATOR, AML_REVIEW_DELAY_MS, PUBLIC_URL,
 * ASSET_BASE_URL, SENTRY_DSN, VITE_SENTRY_DSN, SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN,
 * SB_JWKS_URL, SB_JWKS_FILE, SB_ISSUER, SB_AUDIENCE.
 */
import { mkdirSync } from 'node:fs';
import { buildServer } from './app';
import { EID_PUSH_LIMIT } from './auth/eid-push-limit';
import { resolveKeyEncryptionKey } from './auth/key-encryption';
import { ConfigError, DEMO_VARIABLES, loadConfig, type DemoFeatures } from './config';
import { openDb } from './db/db';
import { DEMO_PASSWORD_LOGIN, DEMO_PERSONAS } from './db/seed/personas';
import { loggerOptions } from './security/logging';
import { createServerErrorReporter } from './observability/error-reporting';

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  // Before opening the database: a missing KEY_ENCRYPTION_KEY in production stops the start here.
  const keyEncryption = resolveKeyEncryptionKey({
    env: process.env,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
  });
  const errorReporter = await createServerErrorReporter(config.sentryDsn);
  if (config.sentryDsn) {
    // Reported, then the process ends as Node would have ended it without these handlers.
    const fatal = (error: unknown): void => {
      errorReporter.captureException(error);
      process.stderr.write(
        `fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      void errorReporter.flush().finally(() => process.exit(1));
    };
    process.on('unhandledRejection', fatal);
    process.on('uncaughtException', fatal);
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildServer({
    db,
    seed: config.seed,
    demo: config.demo,
    staticDir: config.staticDir,
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxyHops,
    keyEncryptionKey: keyEncryption.key,
    rateLimit: config.rateLimit,
    publicUrl: config.publicUrl,
    ...(config.assetBaseUrl ? { assetBaseUrl: config.assetBaseUrl } : {}),
    ...(config.browserSentryDsn ? { browserErrorDsn: config.browserSentryDsn } : {}),
    errorReporter,
    eidConfig: config.eid,
    ...(config.eidPushLimit !== undefined
      ? { eidPushLimit: { maxPushes: config.eidPushLimit, windowMs: EID_PUSH_LIMIT.windowMs } }
      : {}),
    ...(config.amlReviewDelayMs !== undefined ? { amlReviewDelayMs: config.amlReviewDelayMs } : {}),
    ...(config.applicationReviewDelayMs !== undefined
      ? { applicationReviewDelayMs: config.applicationReviewDelayMs }
      : {}),
    jobs: {
      smtp: config.outsideParties.smtpUrl
        ? { url: config.outsideParties.smtpUrl, from: config.outsideParties.mailFrom }
        : undefined,
      smsGateway: config.outsideParties.smsGateway,
    },
    ...(config.outsideParties.bank ? { bankHandover: config.outsideParties.bank } : {}),
  });

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  const onFeatures = (Object.keys(config.demo) as (keyof DemoFeatures)[])
    .filter((feature) => config.demo[feature])
    .map((feature) => DEMO_VARIABLES[feature]);
  const lines = [
    '',
    `  Pension portal running at ${url}  (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, ready in ${Date.now() - started} ms)`,
    `  OpenAPI: ${url}/api/docs/openapi.json`,
    config.demoMode
      ? '  Demo mode: simulators, demo seed and demo links on (never use it for real customers).'
      : onFeatures.length > 0
        ? `  Demo features on: ${onFeatures.join(', ')}`
        : '  Demo mode off: no simulators, no demo links.',
    config.eid
      ? `  eID: ${[config.eid.smartId ? `Smart-ID ${config.eid.smartId.url}` : '', config.eid.mobileId ? `Mobile-ID ${config.eid.mobileId.url}` : ''].filter(Boolean).join(', ')}`
      : '  eID not configured: Smart-ID / Mobile-ID answer eid_not_configured.',
    '',
    ...(config.seed
      ? [
          '  Demo logins (Smart-ID / Mobile-ID personal codes):',
          ...DEMO_PERSONAS.map(
            (persona) => `    ${persona.personalCode}  ${persona.name.padEnd(20)} ${persona.shows}`,
          ),
          `  Password login: ${DEMO_PASSWORD_LOGIN.username} / ${DEMO_PASSWORD_LOGIN.password}`,
          '',
        ]
      : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
