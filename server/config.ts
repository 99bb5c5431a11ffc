/**
 * The server's configuration, read from the environment in one place: where it listens, which database,
 * and above all which demo features are on. Nothing else in server/ reads `process.env` for a decision
 * that matters for security.
 *
 * Demo mode (`DEMO_MODE=on`, what `npm start` asks for) is only for the embedded database: it turns on the
 * Smart-ID/Mobile-ID simulator (login and registration), the bank-handover simulator
 * (POST /connect/sb/simulate), the e-mail/SMS outbox reader (GET /api/dev/outbox), the demo seed and the
 * demo e-mail links (demo-reset-… hashes). Each feature has its own variable that overrides demo mode in
 * either direction. With `DATABASE_URL` demo mode is refused (enable a feature by its own variable if you
 * really mean it), and with `NODE_ENV=production` the server refuses to start while any of them is on.
 */
import { resolve } from 'node:path';
import type { RateLimitOptions } from './security/rate-limit';

export interface DemoFeatures {
  /** Smart-ID / Mobile-ID simulator for login and registration (otherwise eID answers eid_not_configured). */
  eidSimulator: boolean;
  /** POST /connect/sb/simulate: mints a bank-portal handover token for any personal code. */
  sbSimulator: boolean;
  /** GET /api/dev/outbox: reads every message the server "sent". */
  devOutbox: boolean;
  /** The demo e-mail links with well-known hashes (README); deleted from the database when off. */
  demoLinks: boolean;
  /**
   * The AML review simulator: a Pending declaration is approved AML_REVIEW_DELAY_MS after publish, and
   * POST /api/Aml/DemoReviewDeclaration decides one at once. Off: Pending waits for a person.
   */
  amlReviewSimulator: boolean;
}

export const DEMO_FEATURES_OFF: DemoFeatures = {
  eidSimulator: false,
  sbSimulator: false,
  devOutbox: false,
  demoLinks: false,
  amlReviewSimulator: false,
};

export const DEMO_FEATURES_ON: DemoFeatures = {
  eidSimulator: true,
  sbSimulator: true,
  devOutbox: true,
  demoLinks: true,
  amlReviewSimulator: true,
};

/** The variable that switches each demo feature (and the seed), as documented in the README. */
export const DEMO_VARIABLES = {
  eidSimulator: 'EID_SIMULATOR',
  sbSimulator: 'SB_SIMULATOR',
  devOutbox: 'DEV_OUTBOX',
  demoLinks: 'DEMO_LINKS',
  amlReviewSimulator: 'AML_REVIEW_SIMULATOR',
} as const satisfies Record<keyof DemoFeatures, string>;

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  staticDir: string;
  logLevel: string;
  production: boolean;
  /** DEMO_MODE=on with the embedded database. */
  demoMode: boolean;
  demo: DemoFeatures;
  /** Seed the demo personas into an empty database. */
  seed: boolean;
  /** Number of reverse-proxy hops in front of the server whose X-Forwarded-For entries are trusted. */
  trustProxyHops: number;
  rateLimit: Partial<RateLimitOptions>;
  eidConfirmDelayMs: number | undefined;
  /** AML_REVIEW_DELAY_MS: how long the AML review simulator takes to approve a Pending declaration. */
  amlReviewDelayMs: number | undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

/** on/off/true/false/1/0/yes/no; unset or empty gives `fallback`; anything else is a configuration error. */
export function parseSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (ON.includes(raw)) return true;
  if (OFF.includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off (got "${env[name]}")`);
}

function positiveInt(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive integer`);
  return value;
}

function nonNegativeInt(env: Env, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new ConfigError(`${name} must be a whole number`);
  }
  return value;
}

/**
 * TRUST_PROXY: how many reverse proxies (load balancer, ingress …) stand in front of the server. The client
 * address is then the entry that many hops from the right of X-Forwarded-For; entries further left were
 * written by the client and are never trusted. 0 (default): the socket address.
 */
export function parseTrustProxy(env: Env): number {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '') return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 10) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of trusted proxy hops (0-10), e.g. TRUST_PROXY=1 behind one load balancer (got "${raw}")`,
    );
  }
  return Number(raw);
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production';
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const demoRequested = parseSwitch(env, 'DEMO_MODE', false);
  if (demoRequested && databaseUrl) {
    throw new ConfigError(
      'DEMO_MODE is only for the embedded database; with DATABASE_URL enable a demo feature by its own variable',
    );
  }
  if (demoRequested && production) throw new ConfigError('DEMO_MODE cannot be on with NODE_ENV=production');
  const demoMode = demoRequested;
  const demo: DemoFeatures = {
    eidSimulator: parseSwitch(env, DEMO_VARIABLES.eidSimulator, demoMode),
    sbSimulator: parseSwitch(env, DEMO_VARIABLES.sbSimulator, demoMode),
    devOutbox: parseSwitch(env, DEMO_VARIABLES.devOutbox, demoMode),
    demoLinks: parseSwitch(env, DEMO_VARIABLES.demoLinks, demoMode),
    amlReviewSimulator: parseSwitch(env, DEMO_VARIABLES.amlReviewSimulator, demoMode),
  };
  const seed = parseSwitch(env, 'DEMO_SEED', demoMode);
  if (production) {
    const on = [
      ...(Object.keys(demo) as (keyof DemoFeatures)[])
        .filter((feature) => demo[feature])
        .map((feature) => DEMO_VARIABLES[feature]),
      ...(seed ? ['DEMO_SEED'] : []),
    ];
    if (on.length > 0) {
      throw new ConfigError(
        `Refusing to start with NODE_ENV=production while demo features are on: ${on.join(', ')}`,
      );
    }
  }
  const rateLimit: Partial<RateLimitOptions> = {};
  const maxRequests = positiveInt(env, 'RATE_LIMIT_MAX');
  const maxBadRequests = positiveInt(env, 'RATE_LIMIT_BAD_MAX');
  const banSeconds = positiveInt(env, 'RATE_LIMIT_BAN_SECONDS');
  if (maxRequests !== undefined) rateLimit.maxRequests = maxRequests;
  if (maxBadRequests !== undefined) rateLimit.maxBadRequests = maxBadRequests;
  if (banSeconds !== undefined) rateLimit.banSeconds = banSeconds;
  return {
    port: positiveInt(env, 'PORT') ?? 8080,
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    dataDir: resolve(env.DATA_DIR?.trim() || '.data'),
    staticDir: resolve(env.STATIC_DIR?.trim() || 'dist'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    production,
    demoMode,
    demo,
    seed,
    trustProxyHops: parseTrustProxy(env),
    rateLimit,
    eidConfirmDelayMs: nonNegativeInt(env, 'EID_CONFIRM_DELAY_MS'),
    amlReviewDelayMs: nonNegativeInt(env, 'AML_REVIEW_DELAY_MS'),
  };
}
