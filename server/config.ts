/**
 * The server's configuration, read from the environment in one place: where it listens, which database,
 * and above all which demo features are on. Nothing else in server/ reads `process.env` for a decision
 * that matters for security.
 *
 * Smart-ID / Mobile-ID are SK's services named by SMART_ID_* / MOBILE_ID_* and EID_TRUST_ANCHORS (`npm start`
 * points them at the fake in server/fakes/sk/); with none set, eID answers eid_not_configured, and with
 * NODE_ENV=production the server refuses settings that point at a fake or a test authority.
 *
 * Demo mode (`DEMO_MODE=on`, what `npm start` asks for) is only for the embedded database: it turns on the
 * e-mail/SMS outbox reader (GET /api/dev/outbox), the demo's clock (POST /api/dev/clock), the unit-value
 * simulator, the demo seed and the demo e-mail links (demo-reset-… hashes). The outside parties the demo
 * talks to (SK's Smart-ID and Mobile-ID, SMTP, SMS gateway, bank) are fakes that `npm start` runs beside
 * the server (server/fakes/); production refuses to point at them. Each feature has its own variable that
 * overrides demo mode in either direction. With `DATABASE_URL` demo mode is refused (enable a feature by its own variable if you
 * really mean it), and with `NODE_ENV=production` the server refuses to start while any of them is on.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RateLimitOptions } from './security/rate-limit';
import type { EidConfig, SkServiceConfig } from './auth/eid/eid-clients';

export interface DemoFeatures {
  /** GET /api/dev/outbox: reads every message the server sent, with its delivery status. */
  devOutbox: boolean;
  /** POST /api/dev/clock: moves the business clock forward and runs what fell due. */
  devClock: boolean;
  /** Publishes each working day's unit values up to the business clock's today (the fund accountant's stand-in). */
  unitValueSimulator: boolean;
  /** The demo e-mail links with well-known hashes (README); deleted from the database when off. */
  demoLinks: boolean;
  /**
   * The AML review simulator: a Pending declaration is approved AML_REVIEW_DELAY_MS after publish, and
   * POST /api/Aml/DemoReviewDeclaration decides one at once. Off: Pending waits for a person.
   */
  amlReviewSimulator: boolean;
}

export const DEMO_FEATURES_OFF: DemoFeatures = {
  devOutbox: false,
  devClock: false,
  unitValueSimulator: false,
  demoLinks: false,
  amlReviewSimulator: false,
};

export const DEMO_FEATURES_ON: DemoFeatures = {
  devOutbox: true,
  devClock: true,
  unitValueSimulator: true,
  demoLinks: true,
  amlReviewSimulator: true,
};

/** The variable that switches each demo feature (and the seed), as documented in the README. */
export const DEMO_VARIABLES = {
  devOutbox: 'DEV_OUTBOX',
  devClock: 'DEV_CLOCK',
  unitValueSimulator: 'UNIT_VALUE_SIMULATOR',
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
  /** Smart-ID / Mobile-ID services (null: eID answers eid_not_configured). */
  eid: EidConfig | null;
  /** EID_PUSH_LIMIT: eID pushes per person (or customer) per 15 minutes; undefined: the default, 5. */
  eidPushLimit: number | undefined;
  /** AML_REVIEW_DELAY_MS: how long the AML review simulator takes to approve a Pending declaration. */
  amlReviewDelayMs: number | undefined;
  /** APPLICATION_REVIEW_DELAY_MS: each step of an application's review (registered -> processing -> decided); 0: at once. */
  applicationReviewDelayMs: number | undefined;
  /**
   * The portal's public address (scheme, host, optional path; no trailing slash): every link the server
   * sends by e-mail or SMS starts with it. PUBLIC_URL; by default the server's own origin.
   */
  publicUrl: string;
  /** ASSET_BASE_URL: the content-delivery origin of the SPA's assets (the CSP allows it); undefined: this origin. */
  assetBaseUrl: string | undefined;
  /** SENTRY_DSN: the server's error reports; unset = off. */
  sentryDsn: string | undefined;
  /** VITE_SENTRY_DSN (the SPA's, given to the server too): its origin is allowed in the CSP's connect-src. */
  browserSentryDsn: string | undefined;
  /** E-mail, SMS and the bank's handover: where they are (docs/delivery.md, docs/bank-handover.md). */
  outsideParties: OutsideParties;
}

export interface OutsideParties {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); unset: e-mails wait in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every e-mail. */
  mailFrom: string;
  /** SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN; unset: SMS wait in the outbox. */
  smsGateway: { url: string; token: string } | undefined;
  /** The bank's handover: its public keys (SB_JWKS_URL or SB_JWKS_FILE), issuer and our audience. */
  bank:
    | { jwksUrl: string | undefined; jwksFile: string | undefined; issuer: string; audience: string }
    | undefined;
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

/**
 * PUBLIC_URL: an absolute http(s) URL without query or fragment, returned without a trailing slash.
 * Unset: the server's own origin (`http://HOST:PORT`, 0.0.0.0 read as 127.0.0.1), which is right for the
 * demo on this machine; production must name its https address (links in e-mails are clicked elsewhere).
 */
export function parsePublicUrl(env: Env, own: { host: string; port: number }, production: boolean): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) {
    if (production) {
      throw new ConfigError(
        'PUBLIC_URL is required with NODE_ENV=production (e.g. https://pensijos.example.lt)',
      );
    }
    const host = own.host === '0.0.0.0' || own.host === '::' ? '127.0.0.1' : own.host;
    return `http://${host.includes(':') ? `[${host}]` : host}:${own.port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an absolute URL such as https://pensijos.example.lt (got "${raw}")`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`PUBLIC_URL must start with https:// (got "${raw}")`);
  }
  if (production && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be https with NODE_ENV=production (got "${raw}")`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL must not carry credentials, a query or a fragment (got "${raw}")`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function assetBaseUrl(env: Env): string | undefined {
  const raw = env.ASSET_BASE_URL?.trim();
  if (!raw || raw === '/') return undefined;
  if (!/^https?:\/\/[^/]/i.test(raw) || !URL.canParse(raw)) {
    throw new ConfigError(`ASSET_BASE_URL must be an absolute http(s) URL, got ${raw}`);
  }
  return raw;
}

/** SK's demo relying party: the fake and SK's demo services accept it; production never. */
const DEMO_RELYING_PARTY_UUID = '00000000-0000-0000-0000-000000000000';

function skService(env: Env, prefix: 'SMART_ID' | 'MOBILE_ID', production: boolean): SkServiceConfig | null {
  const url = env[`${prefix}_URL`]?.trim();
  const uuid = env[`${prefix}_RELYING_PARTY_UUID`]?.trim();
  const name = env[`${prefix}_RELYING_PARTY_NAME`]?.trim();
  if (!url) {
    if (uuid || name) throw new ConfigError(`${prefix}_URL is required with ${prefix}_RELYING_PARTY_*`);
    return null;
  }
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new ConfigError(`${prefix}_URL must be an http(s) URL (got "${url}")`);
  }
  if (!uuid || !name) {
    throw new ConfigError(
      `${prefix}_RELYING_PARTY_UUID and ${prefix}_RELYING_PARTY_NAME are required with ${prefix}_URL`,
    );
  }
  if (production) {
    const host = new URL(url).hostname;
    if (new URL(url).protocol !== 'https:' || ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
      throw new ConfigError(
        `Refusing to start with NODE_ENV=production: ${prefix}_URL points at a local fake (${url})`,
      );
    }
    if (uuid === DEMO_RELYING_PARTY_UUID) {
      throw new ConfigError(
        `Refusing to start with NODE_ENV=production: ${prefix}_RELYING_PARTY_UUID is SK's demo relying party`,
      );
    }
  }
  return { url, relyingPartyUUID: uuid, relyingPartyName: name };
}

/**
 * SMART_ID_URL (up to and including /v3), SMART_ID_RELYING_PARTY_UUID / _NAME, SMART_ID_SCHEME_NAME
 * (default smart-id; SK's demo: smart-id-demo), MOBILE_ID_URL (up to and including /mid-api),
 * MOBILE_ID_RELYING_PARTY_UUID / _NAME, EID_TRUST_ANCHORS (a PEM file of SK's roots and intermediates).
 * None set: null (eid_not_configured). In production, test authorities ("TEST of …") are refused.
 */
export function parseEidConfig(env: Env, production: boolean): EidConfig | null {
  const smartId = skService(env, 'SMART_ID', production);
  const mobileId = skService(env, 'MOBILE_ID', production);
  const anchorsFile = env.EID_TRUST_ANCHORS?.trim();
  if (!smartId && !mobileId) {
    if (anchorsFile)
      throw new ConfigError('EID_TRUST_ANCHORS is set but neither SMART_ID_URL nor MOBILE_ID_URL');
    return null;
  }
  if (!anchorsFile) {
    throw new ConfigError(
      'EID_TRUST_ANCHORS (a PEM file of the SK certificates to trust) is required with SMART_ID_URL / MOBILE_ID_URL',
    );
  }
  let pem: string;
  try {
    pem = readFileSync(anchorsFile, 'utf8');
  } catch {
    throw new ConfigError(`EID_TRUST_ANCHORS: cannot read ${anchorsFile}`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError(`EID_TRUST_ANCHORS: ${anchorsFile} holds no PEM certificate`);
  }
  const certificates = [
    ...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g),
  ].map((block) => Buffer.from(block[1] ?? '', 'base64').toString('latin1'));
  if (production && certificates.some((der) => der.includes('TEST of '))) {
    throw new ConfigError(
      'Refusing to start with NODE_ENV=production: EID_TRUST_ANCHORS trusts a test authority',
    );
  }
  const scheme = env.SMART_ID_SCHEME_NAME?.trim() || 'smart-id';
  return {
    smartId: smartId ? { ...smartId, schemeName: scheme } : null,
    mobileId,
    trustAnchorsPem: pem,
  };
}

function absoluteUrl(env: Env, name: string, schemes: readonly string[]): URL | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL (got "${raw}")`);
  }
  if (!schemes.includes(url.protocol))
    throw new ConfigError(
      `${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')} (got "${raw}")`,
    );
  return url;
}

/**
 * SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL/_TOKEN, SB_JWKS_URL/_FILE, SB_ISSUER, SB_AUDIENCE. In production every
 * party must be reached over TLS (smtps://, or smtp:// with requireTLS=true; https://): the demo's fakes
 * speak plain text on loopback, so production can never point at them.
 */
export function parseOutsideParties(env: Env, publicUrl: string, production: boolean): OutsideParties {
  const smtp = absoluteUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const sms = absoluteUrl(env, 'SMS_GATEWAY_URL', ['http:', 'https:']);
  const jwks = absoluteUrl(env, 'SB_JWKS_URL', ['http:', 'https:']);
  const jwksFile = env.SB_JWKS_FILE?.trim() || undefined;
  if (production) {
    if (smtp && smtp.protocol !== 'smtps:' && smtp.searchParams.get('requireTLS') !== 'true')
      throw new ConfigError(
        'SMTP_URL must use TLS with NODE_ENV=production (smtps://, or smtp://…?requireTLS=true); the demo fake speaks plain SMTP',
      );
    for (const [name, url] of [
      ['SMS_GATEWAY_URL', sms],
      ['SB_JWKS_URL', jwks],
    ] as const) {
      if (url && url.protocol !== 'https:')
        throw new ConfigError(
          `${name} must be https with NODE_ENV=production; the demo fakes speak plain http`,
        );
    }
  }
  const token = env.SMS_GATEWAY_TOKEN?.trim();
  if (sms && !token) throw new ConfigError('SMS_GATEWAY_URL needs SMS_GATEWAY_TOKEN');
  if (jwks && jwksFile) throw new ConfigError('Give the bank keys once: SB_JWKS_URL or SB_JWKS_FILE');
  const issuer = env.SB_ISSUER?.trim();
  if ((jwks || jwksFile) && !issuer) throw new ConfigError('SB_JWKS_URL / SB_JWKS_FILE need SB_ISSUER');
  const host = new URL(publicUrl).hostname;
  return {
    smtpUrl: smtp?.href,
    mailFrom:
      env.MAIL_FROM?.trim() || `Pensijų savitarna <noreply@${host.includes('.') ? host : 'localhost'}>`,
    smsGateway: sms && token ? { url: sms.href, token } : undefined,
    bank:
      (jwks || jwksFile) && issuer
        ? { jwksUrl: jwks?.href, jwksFile, issuer, audience: env.SB_AUDIENCE?.trim() || publicUrl }
        : undefined,
  };
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
    devOutbox: parseSwitch(env, DEMO_VARIABLES.devOutbox, demoMode),
    devClock: parseSwitch(env, DEMO_VARIABLES.devClock, demoMode),
    unitValueSimulator: parseSwitch(env, DEMO_VARIABLES.unitValueSimulator, demoMode),
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
    // The embedded database runs in the server's own thread: one large write stalls every customer.
    if (!databaseUrl)
      throw new ConfigError(
        'NODE_ENV=production needs DATABASE_URL (PostgreSQL): the embedded database is for demos',
      );
  }
  const rateLimit: Partial<RateLimitOptions> = {};
  const maxRequests = positiveInt(env, 'RATE_LIMIT_MAX');
  const maxBadRequests = positiveInt(env, 'RATE_LIMIT_BAD_MAX');
  const banSeconds = positiveInt(env, 'RATE_LIMIT_BAN_SECONDS');
  if (maxRequests !== undefined) rateLimit.maxRequests = maxRequests;
  if (maxBadRequests !== undefined) rateLimit.maxBadRequests = maxBadRequests;
  if (banSeconds !== undefined) rateLimit.banSeconds = banSeconds;
  const port = positiveInt(env, 'PORT') ?? 8080;
  const host = env.HOST?.trim() || '127.0.0.1';
  const publicUrl = parsePublicUrl(env, { host, port }, production);
  return {
    port,
    host,
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
    eid: parseEidConfig(env, production),
    eidPushLimit: positiveInt(env, 'EID_PUSH_LIMIT'),
    amlReviewDelayMs: nonNegativeInt(env, 'AML_REVIEW_DELAY_MS'),
    applicationReviewDelayMs: nonNegativeInt(env, 'APPLICATION_REVIEW_DELAY_MS'),
    publicUrl,
    assetBaseUrl: assetBaseUrl(env),
    sentryDsn: env.SENTRY_DSN?.trim() || undefined,
    browserSentryDsn: env.VITE_SENTRY_DSN?.trim() || undefined,
    outsideParties: parseOutsideParties(env, publicUrl, production),
  };
}
