/**
 * Access-token signing keys: an ES256 key pair created at first start, stored in the database
 * (signing_keys) so every server process on one database signs and verifies with the same key, and
 * loaded on later starts. The public half is served as a JWKS at /connect/jwks.
 */
import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Db } from '../db/db';

export const TOKEN_ISSUER = 'pension-portal';
export const TOKEN_AUDIENCE = 'pension-portal-api';
const ALG = 'ES256';

export interface AccessTokenClaims {
  customerId: number;
  personalCode?: string;
  /** Space-separated scopes, default 'openid sbam'. */
  scope?: string;
  ttlSeconds: number;
}

export interface VerifiedAccessToken {
  customerId: number;
  scope: string;
  expiresAt: number;
  payload: JWTPayload;
}

export interface SigningKeys {
  kid: string;
  signAccessToken(claims: AccessTokenClaims): Promise<string>;
  /** Throws (jose errors) when the token is malformed, forged, expired or for another audience. */
  verifyAccessToken(token: string): Promise<VerifiedAccessToken>;
  jwks(): { keys: JWK[] };
  /** Signs any JWT with the same key (id tokens of the auth server). */
  sign(payload: JWTPayload, ttlSeconds: number, audience?: string): Promise<string>;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

async function createKeyRow(db: Db): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG, use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [727_002]);
    const existing = await tx.query<{ kid: string }>('SELECT kid FROM signing_keys WHERE active');
    if (existing.length > 0) return;
    await tx.query('INSERT INTO signing_keys (kid, alg, private_jwk, public_jwk) VALUES ($1, $2, $3, $4)', [
      kid,
      ALG,
      JSON.stringify(privateJwk),
      JSON.stringify(publicJwk),
    ]);
  });
}

export async function loadOrCreateKeys(db: Db): Promise<SigningKeys> {
  let rows = await db.query<KeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE active ORDER BY created_at DESC LIMIT 1',
  );
  if (rows.length === 0) {
    await createKeyRow(db);
    rows = await db.query<KeyRow>(
      'SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE active ORDER BY created_at DESC LIMIT 1',
    );
  }
  const row = rows[0];
  if (!row) throw new Error('No signing key');
  const privateKey = (await importJWK(row.private_jwk, ALG)) as CryptoKey;
  const publicKey = (await importJWK(row.public_jwk, ALG)) as CryptoKey;
  const { kid } = row;

  async function sign(payload: JWTPayload, ttlSeconds: number, audience = TOKEN_AUDIENCE): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(privateKey);
  }

  return {
    kid,
    sign,
    signAccessToken(claims) {
      return sign(
        {
          sub: String(claims.customerId),
          scope: claims.scope ?? 'openid sbam',
          ...(claims.personalCode ? { pc: claims.personalCode } : {}),
        },
        claims.ttlSeconds,
      );
    },
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [ALG],
      });
      const customerId = Number(payload.sub);
      if (!Number.isInteger(customerId) || customerId <= 0) throw new Error('Invalid subject');
      return {
        customerId,
        scope: typeof payload.scope === 'string' ? payload.scope : '',
        expiresAt: payload.exp ?? 0,
        payload,
      };
    },
    jwks() {
      const { kty, crv, x, y, kid: keyId, alg, use } = row.public_jwk;
      return { keys: [{ kty, crv, x, y, kid: keyId, alg, use }] };
    },
  };
}
