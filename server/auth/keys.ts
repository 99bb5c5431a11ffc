/**
 * Token signing keys: ES256 key pairs in the database (signing_keys), so every server process on one
 * database signs and verifies with the same keys. The public halves are served as a JWKS
 * (/connect/jwks, /.well-known/jwks.json).
 *
 * At rest the private JWK is encrypted (AES-256-GCM, the key id as additional data) with the
 * key-encryption key (KEK) the caller passes: KEY_ENCRYPTION_KEY from the environment, or in the embedded
 * demo mode a generated key file in the data folder (./key-encryption.ts). A database dump alone cannot
 * sign tokens. A key stored in plain text by an older version is encrypted at the next start; a stored
 * key the KEK cannot decrypt stops the start (wrong or lost KEK) instead of silently making a new key.
 *
 * Rotation (`rotate()`, and automatically at start when the active key is older than
 * SIGNING_KEY_ROTATION_DAYS): a new key signs from then on; the previous one is retired but stays in the
 * JWKS and is accepted for verification until every token it signed has expired (verify_until = retired
 * + the longest token lifetime + the reload interval + clock skew). Processes reload the key set every
 * KEY_RELOAD_MS and when a token names an unknown key id.
 *
 * Verification requires iss, aud, exp, iat, jti and a lifetime (exp - iat) of at most
 * MAX_TOKEN_LIFETIME_SECONDS; access tokens also need sub (the customer's opaque auth_subject), sid (the
 * refresh-token family) and the `sbam` scope. Tokens carry no personal code.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
  type JWTHeaderParameters,
} from 'jose';
import type { Db } from '../db/db';

export const TOKEN_ISSUER = 'pension-portal';
export const TOKEN_AUDIENCE = 'pension-portal-api';
/** The scope an access token needs for the API (§7 "Scope: offline_access openid sbam"). */
export const API_SCOPE = 'sbam';
/** The longest lifetime a token may have (access and id tokens live 15 minutes). */
export const MAX_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** Clock difference tolerated between processes. */
export const CLOCK_SKEW_SECONDS = 60;
/** Verified access tokens remembered per process (server/auth/keys.ts `verifyAccessToken`). */
const VERIFIED_TOKEN_LIMIT = 10_000;
/** The active key is replaced at start when older than this. */
export const SIGNING_KEY_ROTATION_DAYS = 30;
/** How often a process re-reads the key set (a rotation by another process). */
export const KEY_RELOAD_MS = 60 * 1000;
const ALG = 'ES256';
const KEY_LOCK = 727_002;

export interface AccessTokenClaims {
  /** The customer's opaque auth subject (customers.auth_subject). */
  subject: string;
  /** The refresh-token family (the login session) the token belongs to. */
  sessionId: string;
  /** Space-separated scopes. */
  scope: string;
  ttlSeconds: number;
}

export interface VerifiedAccessToken {
  subject: string;
  sessionId: string;
  scope: string;
  expiresAt: number;
  payload: JWTPayload;
}

export interface SigningKeys {
  /** The key id new tokens are signed with. */
  readonly kid: string;
  signAccessToken(claims: AccessTokenClaims): Promise<string>;
  /**
   * Checks signature, issuer, audience, exp/iat/jti and the lifetime, sub, sid and the sbam scope.
   * Throws when anything is missing or wrong. Does not check revocation (./access-tokens.ts does).
   */
  verifyAccessToken(token: string): Promise<VerifiedAccessToken>;
  /** Checks a token of this issuer for any audience rule given (signature, exp, iat, lifetime). */
  verify(token: string, audience?: string): Promise<JWTPayload>;
  jwks(): { keys: JWK[] };
  /** Signs any JWT with the active key (id tokens of the auth server); ttl at most the maximum. */
  sign(payload: JWTPayload, ttlSeconds: number, audience?: string): Promise<string>;
  /** A new active key; the previous one stays verifiable until its tokens expired. */
  rotate(): Promise<void>;
  /** Re-reads the key set from the database. */
  reload(): Promise<void>;
  /** Stops the reload timer. */
  close(): void;
}

export interface KeyOptions {
  /** 32-byte key-encryption key. Default: a random key for this process only (tests, in-memory data). */
  keyEncryptionKey?: Buffer;
  now?: () => number;
  /** Rotate at start when the active key is older (default SIGNING_KEY_ROTATION_DAYS). */
  rotationDays?: number;
}

// ---------------------------------------------------------------------------------------------
// Encryption at rest.
// ---------------------------------------------------------------------------------------------

const ENCRYPTION_VERSION = 'v1';

export function encryptPrivateJwk(jwk: JWK, kid: string, kek: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return [ENCRYPTION_VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class KeyDecryptionError extends Error {
  constructor(kid: string) {
    super(
      `Signing key ${kid} cannot be decrypted with the configured key-encryption key (KEY_ENCRYPTION_KEY changed or lost?)`,
    );
    this.name = 'KeyDecryptionError';
  }
}

export function decryptPrivateJwk(stored: string, kid: string, kek: Buffer): JWK {
  const [version, ivText, dataText, tagText] = stored.split('.');
  if (version !== ENCRYPTION_VERSION || !ivText || !dataText || !tagText) throw new KeyDecryptionError(kid);
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(ivText, 'base64url'));
    decipher.setAAD(Buffer.from(kid, 'utf8'));
    decipher.setAuthTag(Buffer.from(tagText, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as JWK;
  } catch {
    throw new KeyDecryptionError(kid);
  }
}

let processKek: Buffer | undefined;
/** One random KEK per process when none is configured: servers of one test process share it. */
function defaultKek(): Buffer {
  processKek ??= randomBytes(32);
  return processKek;
}

// ---------------------------------------------------------------------------------------------
// Key rows.
// ---------------------------------------------------------------------------------------------

interface KeyRow {
  kid: string;
  private_jwk: JWK | null;
  private_jwk_encrypted: string | null;
  public_jwk: JWK;
  active: boolean;
  created_at: string | Date;
  verify_until: string | Date | null;
}

interface LoadedKey {
  kid: string;
  publicKey: CryptoKey;
  publicJwk: JWK;
  verifyUntil: number | null;
}

async function newKeyRow(kek: Buffer): Promise<{ kid: string; encrypted: string; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG, use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  return { kid, encrypted: encryptPrivateJwk(privateJwk, kid, kek), publicJwk };
}

/** How long a retired key stays verifiable after it stopped signing. */
export const RETIRED_KEY_GRACE_SECONDS =
  MAX_TOKEN_LIFETIME_SECONDS + KEY_RELOAD_MS / 1000 + CLOCK_SKEW_SECONDS;

export async function loadOrCreateKeys(db: Db, options: KeyOptions = {}): Promise<SigningKeys> {
  const kek = options.keyEncryptionKey ?? defaultKek();
  if (kek.length !== 32) throw new Error('The key-encryption key must be 32 bytes');
  const now = options.now ?? Date.now;
  const rotationMs = (options.rotationDays ?? SIGNING_KEY_ROTATION_DAYS) * 24 * 3600 * 1000;

  /** Creates a new active key and retires the others, unless `onlyIf` says no (checked under the lock). */
  async function createActiveKey(onlyIf: (active: KeyRow[]) => boolean): Promise<void> {
    const fresh = await newKeyRow(kek);
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [KEY_LOCK]);
      const active = await tx.query<KeyRow>('SELECT * FROM signing_keys WHERE active');
      if (!onlyIf(active)) return;
      const at = new Date(now());
      await tx.query(
        `UPDATE signing_keys SET active = false, retired_at = $1, verify_until = $2 WHERE active`,
        [at.toISOString(), new Date(at.getTime() + RETIRED_KEY_GRACE_SECONDS * 1000).toISOString()],
      );
      await tx.query(
        `INSERT INTO signing_keys (kid, alg, private_jwk, private_jwk_encrypted, public_jwk, active, created_at)
         VALUES ($1, $2, NULL, $3, $4, true, $5)`,
        [fresh.kid, ALG, fresh.encrypted, JSON.stringify(fresh.publicJwk), at.toISOString()],
      );
    });
  }

  /** Plain-text private keys of an older version: encrypted in place, the plain text removed. */
  async function encryptLegacyRows(): Promise<void> {
    const legacy = await db.query<KeyRow>(
      'SELECT * FROM signing_keys WHERE private_jwk IS NOT NULL AND private_jwk_encrypted IS NULL',
    );
    for (const row of legacy) {
      if (!row.private_jwk) continue;
      await db.query(
        'UPDATE signing_keys SET private_jwk_encrypted = $2, private_jwk = NULL WHERE kid = $1 AND private_jwk_encrypted IS NULL',
        [row.kid, encryptPrivateJwk(row.private_jwk, row.kid, kek)],
      );
    }
  }

  let signingKid = '';
  let signingKey: CryptoKey | undefined;
  let verifying = new Map<string, LoadedKey>();
  let lastReload = 0;

  async function reload(): Promise<void> {
    const rows = await db.query<KeyRow>(
      `SELECT * FROM signing_keys WHERE active OR verify_until > $1 ORDER BY active DESC, created_at DESC`,
      [new Date(now()).toISOString()],
    );
    const active = rows.find((row) => row.active);
    if (!active) throw new Error('No active signing key');
    if (!active.private_jwk_encrypted) throw new Error(`Signing key ${active.kid} is not encrypted`);
    const next = new Map<string, LoadedKey>();
    for (const row of rows) {
      const { kty, crv, x, y, kid, alg, use } = row.public_jwk;
      next.set(row.kid, {
        kid: row.kid,
        publicKey: (await importJWK(row.public_jwk, ALG)) as CryptoKey,
        publicJwk: { kty, crv, x, y, kid, alg, use },
        verifyUntil: row.verify_until ? new Date(row.verify_until).getTime() : null,
      });
    }
    if (active.kid !== signingKid || !signingKey) {
      const privateJwk = decryptPrivateJwk(active.private_jwk_encrypted, active.kid, kek);
      signingKey = (await importJWK(privateJwk, ALG)) as CryptoKey;
      signingKid = active.kid;
    }
    verifying = next;
    lastReload = now();
  }

  await createActiveKey((active) => active.length === 0);
  await encryptLegacyRows();
  {
    const [active] = await db.query<KeyRow>('SELECT * FROM signing_keys WHERE active');
    if (active && now() - new Date(active.created_at).getTime() > rotationMs) {
      await createActiveKey((rows) =>
        rows.every((row) => now() - new Date(row.created_at).getTime() > rotationMs),
      );
    }
  }
  await reload();

  const timer = setInterval(() => {
    void reload().catch(() => undefined);
  }, KEY_RELOAD_MS);
  timer.unref();

  async function keyFor(header: JWTHeaderParameters): Promise<CryptoKey> {
    const kid = header.kid ?? '';
    let key = verifying.get(kid);
    // A key another process created since our last reload (at most one reload per second).
    if (!key && now() - lastReload > 1000) {
      await reload();
      key = verifying.get(kid);
    }
    if (!key || (key.verifyUntil !== null && key.verifyUntil <= now()))
      throw new Error('Unknown signing key');
    return key.publicKey;
  }

  async function verify(token: string, audience = TOKEN_AUDIENCE): Promise<JWTPayload> {
    return (await verifyWithKid(token, audience)).payload;
  }

  async function verifyWithKid(
    token: string,
    audience = TOKEN_AUDIENCE,
  ): Promise<{ payload: JWTPayload; kid: string }> {
    const { payload, protectedHeader } = await jwtVerify(token, keyFor, {
      issuer: TOKEN_ISSUER,
      audience,
      algorithms: [ALG],
      requiredClaims: ['exp', 'iat', 'jti'],
      currentDate: new Date(now()),
      maxTokenAge: MAX_TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS,
    });
    const { exp, iat } = payload;
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp - iat > MAX_TOKEN_LIFETIME_SECONDS) {
      throw new Error('Token lifetime exceeds the maximum');
    }
    if (iat > now() / 1000 + CLOCK_SKEW_SECONDS) throw new Error('Token issued in the future');
    return { payload, kid: protectedHeader.kid ?? '' };
  }

  /**
   * Access tokens this process has verified (token text -> claims): a client sends the same token on every
   * call until it expires, and an ECDSA verification costs more than the rest of a cheap request. A hit is
   * re-checked: the token has not expired (as jwtVerify checks exp) and its key is still accepted. Only
   * tokens that passed the full check get in, at most VERIFIED_TOKEN_LIMIT (oldest dropped first).
   */
  const verifiedTokens = new Map<string, { result: VerifiedAccessToken; kid: string }>();

  function cachedAccessToken(token: string): VerifiedAccessToken | undefined {
    const cached = verifiedTokens.get(token);
    if (!cached) return undefined;
    const key = verifying.get(cached.kid);
    const keyAccepted = key !== undefined && (key.verifyUntil === null || key.verifyUntil > now());
    if (keyAccepted && cached.result.expiresAt > Math.floor(now() / 1000)) return cached.result;
    verifiedTokens.delete(token);
    return undefined;
  }

  async function sign(payload: JWTPayload, ttlSeconds: number, audience = TOKEN_AUDIENCE): Promise<string> {
    if (!signingKey) throw new Error('No signing key');
    const issuedAt = Math.floor(now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, kid: signingKid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setJti(randomUUID())
      .setExpirationTime(issuedAt + Math.min(ttlSeconds, MAX_TOKEN_LIFETIME_SECONDS))
      .sign(signingKey);
  }

  return {
    get kid() {
      return signingKid;
    },
    sign,
    verify,
    signAccessToken(claims) {
      return sign({ sub: claims.subject, sid: claims.sessionId, scope: claims.scope }, claims.ttlSeconds);
    },
    async verifyAccessToken(token) {
      const cached = cachedAccessToken(token);
      if (cached) return cached;
      const { payload, kid } = await verifyWithKid(token);
      const { sub, sid, scope } = payload;
      if (typeof sub !== 'string' || sub === '') throw new Error('Missing subject');
      if (typeof sid !== 'string' || sid === '') throw new Error('Missing session');
      if (typeof scope !== 'string' || !scope.split(' ').includes(API_SCOPE)) {
        throw new Error('The sbam scope is required');
      }
      const result = { subject: sub, sessionId: sid, scope, expiresAt: payload.exp ?? 0, payload };
      verifiedTokens.set(token, { result, kid });
      if (verifiedTokens.size > VERIFIED_TOKEN_LIMIT) {
        const oldest = verifiedTokens.keys().next().value;
        if (oldest !== undefined) verifiedTokens.delete(oldest);
      }
      return result;
    },
    jwks() {
      return {
        keys: [...verifying.values()]
          .filter((key) => key.verifyUntil === null || key.verifyUntil > now())
          .map((key) => key.publicJwk),
      };
    },
    async rotate() {
      await createActiveKey(() => true);
      await reload();
    },
    reload,
    close() {
      clearInterval(timer);
    },
  };
}
