/**
 * CLI entry of the reference server.
 *
 * Environment:
 *   PORT          port to listen on (default 8080)
 *   HOST          interface (default 127.0.0.1; use 0.0.0.0 in a container)
 *   DATA_DIR      PGlite data folder (default .data/); ignored with DATABASE_URL
 *   DATABASE_URL  PostgreSQL connection string: switches from PGlite to a PostgreSQL server
 *   DEMO_SEED     seed the demo personas into an empty database: default on with PGlite, off with DATABASE_URL
 *   STATIC_DIR    built SPA folder (default dist)
 *   LOG_LEVEL     pino level (default info); logs are JSON with personal codes and tokens masked
 *   TRUST_PROXY   'true' to trust X-Forwarded-For
 *   RATE_LIMIT_MAX, RATE_LIMIT_BAD_MAX, RATE_LIMIT_BAN_SECONDS   rate-limit overrides
 *   EID_CONFIRM_DELAY_MS   simulated Smart-ID/Mobile-ID confirmation delay
 *   KEY_ENCRYPTION_KEY     32 bytes (base64 or hex) encrypting the token signing keys at rest; required in
 *                          production and with DATABASE_URL (server/auth/key-encryption.ts)
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServer } from './app';
import { resolveKeyEncryptionKey } from './auth/key-encryption';
import { openDb } from './db/db';
import { DEMO_PASSWORD_LOGIN, DEMO_PERSONAS } from './db/seed';
import { loggerOptions } from './security/logging';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function intEnv(name: string): number | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer`);
  return parsed;
}

async function main(): Promise<void> {
  const started = Date.now();
  const port = intEnv('PORT') ?? 8080;
  const host = process.env.HOST || '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const seed = flag(process.env.DEMO_SEED, !databaseUrl);
  // Before opening the database: a missing KEY_ENCRYPTION_KEY in production stops the start here.
  const keyEncryption = resolveKeyEncryptionKey({
    env: process.env,
    ...(databaseUrl ? { databaseUrl } : { dataDir }),
  });
  const db = await openDb({ databaseUrl, dataDir });
  const rateLimit = {
    ...(intEnv('RATE_LIMIT_MAX') ? { maxRequests: intEnv('RATE_LIMIT_MAX') } : {}),
    ...(intEnv('RATE_LIMIT_BAD_MAX') ? { maxBadRequests: intEnv('RATE_LIMIT_BAD_MAX') } : {}),
    ...(intEnv('RATE_LIMIT_BAN_SECONDS') ? { banSeconds: intEnv('RATE_LIMIT_BAN_SECONDS') } : {}),
  };
  const app = await buildServer({
    db,
    seed,
    staticDir: resolve(process.env.STATIC_DIR || 'dist'),
    logger: loggerOptions(process.env.LOG_LEVEL || 'info'),
    trustProxy: flag(process.env.TRUST_PROXY, false),
    keyEncryptionKey: keyEncryption.key,
    rateLimit,
    ...(intEnv('EID_CONFIRM_DELAY_MS') ? { eidConfirmDelayMs: intEnv('EID_CONFIRM_DELAY_MS') } : {}),
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

  await app.listen({ port, host });
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const lines = [
    '',
    `  Pension portal running at ${url}  (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}, ready in ${Date.now() - started} ms)`,
    `  OpenAPI: ${url}/api/docs/openapi.json`,
    '',
    seed
      ? '  Demo logins (Smart-ID / Mobile-ID personal codes):'
      : '  Demo seed disabled (DEMO_SEED=true to enable on an empty database).',
    ...(seed
      ? DEMO_PERSONAS.map(
          (persona) => `    ${persona.personalCode}  ${persona.name.padEnd(20)} ${persona.shows}`,
        )
      : []),
    ...(seed ? [`  Password login: ${DEMO_PASSWORD_LOGIN.username} / ${DEMO_PASSWORD_LOGIN.password}`] : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
