/**
 * Issue 9 item 10: the signing key is encrypted at rest with a key from the environment (or, in the
 * embedded demo, a generated key file); production without the variable refuses to start; rotation
 * keeps old tokens verifiable (and listed in the JWKS) until they have expired.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  KEY_ENCRYPTION_KEY_FILE,
  KeyEncryptionConfigError,
  parseKeyEncryptionKey,
  resolveKeyEncryptionKey,
} from '../../server/auth/key-encryption';
import {
  KeyDecryptionError,
  decryptPrivateJwk,
  encryptPrivateJwk,
  loadOrCreateKeys,
} from '../../server/auth/keys';
import { migrate } from '../../server/db/migrate';
import { createTestDb, type TestDb } from './helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});
// Every test starts without keys (one migrated database for the file: migrations are slow).
beforeEach(async () => {
  await testDb.db.query('DELETE FROM signing_keys');
});

interface KeyRow {
  kid: string;
  private_jwk: unknown;
  private_jwk_encrypted: string | null;
  active: boolean;
}
const keyRows = () =>
  testDb.db.query<KeyRow>(
    'SELECT kid, private_jwk, private_jwk_encrypted, active FROM signing_keys ORDER BY created_at',
  );

const session = { subject: 'subject-1', sessionId: 'session-1', scope: 'openid sbam', ttlSeconds: 900 };

describe('encryption at rest', () => {
  it('stores no private key material in plain text; only the configured KEK decrypts it', async () => {
    const kek = randomBytes(32);
    const keys = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: kek });
    keys.close();
    const [row] = await keyRows();
    expect(row?.private_jwk).toBeNull();
    const secret = decryptPrivateJwk(row?.private_jwk_encrypted ?? '', row?.kid ?? '', kek);
    expect(typeof secret.d).toBe('string');
    const dump = JSON.stringify(await testDb.db.query('SELECT * FROM signing_keys'));
    expect(dump).not.toContain(secret.d);
    // Another KEK cannot decrypt it, and the server refuses to start instead of making a new key.
    await expect(loadOrCreateKeys(testDb.db, { keyEncryptionKey: randomBytes(32) })).rejects.toBeInstanceOf(
      KeyDecryptionError,
    );
    expect(() => decryptPrivateJwk(row?.private_jwk_encrypted ?? '', 'another-kid', kek)).toThrow(
      KeyDecryptionError,
    );
    // The same KEK at a later start signs with the same key.
    const again = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: kek });
    expect(again.kid).toBe(row?.kid);
    again.close();
  });

  it('a plain-text key of an older version is encrypted at the next start', async () => {
    const kek = randomBytes(32);
    const first = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: kek });
    const token = await first.signAccessToken(session);
    first.close();
    const [row] = await keyRows();
    const plain = decryptPrivateJwk(row?.private_jwk_encrypted ?? '', row?.kid ?? '', kek);
    await testDb.db.query(
      'UPDATE signing_keys SET private_jwk = $2, private_jwk_encrypted = NULL WHERE kid = $1',
      [row?.kid, JSON.stringify(plain)],
    );
    const keys = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: kek });
    const [after] = await keyRows();
    expect(after?.private_jwk).toBeNull();
    expect(after?.private_jwk_encrypted).toMatch(/^v1\./);
    expect((await keys.verifyAccessToken(token)).subject).toBe('subject-1');
    keys.close();
  });

  it('encryption binds the key id: a ciphertext moved to another row does not decrypt', () => {
    const kek = randomBytes(32);
    const sealed = encryptPrivateJwk({ kty: 'EC', d: 'secret' }, 'kid-a', kek);
    expect(decryptPrivateJwk(sealed, 'kid-a', kek)).toEqual({ kty: 'EC', d: 'secret' });
    expect(() => decryptPrivateJwk(sealed, 'kid-b', kek)).toThrow(KeyDecryptionError);
  });
});

describe('rotation', () => {
  it('old tokens stay verifiable and listed until they expire; new tokens use the new key', async () => {
    let now = Date.now();
    const keys = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: randomBytes(32), now: () => now });
    const oldKid = keys.kid;
    const oldToken = await keys.signAccessToken(session);
    await keys.rotate();
    expect(keys.kid).not.toBe(oldKid);
    expect(
      keys
        .jwks()
        .keys.map((key) => key.kid)
        .sort(),
    ).toEqual([oldKid, keys.kid].sort());
    expect((await keys.verifyAccessToken(oldToken)).subject).toBe('subject-1');
    const newToken = await keys.signAccessToken(session);
    expect(JSON.parse(Buffer.from(newToken.split('.')[0] ?? '', 'base64url').toString()).kid).toBe(keys.kid);
    // 14 minutes later the old token is still valid.
    now += 14 * 60_000;
    expect((await keys.verifyAccessToken(oldToken)).subject).toBe('subject-1');
    // Once every token of the old key has expired (15 min + reload interval + skew), it leaves the JWKS.
    now += 20 * 60_000;
    await keys.reload();
    expect(keys.jwks().keys.map((key) => key.kid)).toEqual([keys.kid]);
    await expect(keys.verifyAccessToken(oldToken)).rejects.toThrow();
    keys.close();
  });

  it('another process on the database picks up the new key by its key id', async () => {
    const kek = randomBytes(32);
    const a = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: kek });
    let bNow = Date.now();
    const b = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: kek, now: () => bNow });
    await a.rotate();
    const token = await a.signAccessToken(session);
    // b has not reloaded yet: an unknown kid makes it look again (at most once a second).
    bNow += 2000;
    expect((await b.verifyAccessToken(token)).subject).toBe('subject-1');
    a.close();
    b.close();
  });

  it('the active key is replaced at start when older than 30 days', async () => {
    const kek = randomBytes(32);
    const first = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: kek });
    const oldKid = first.kid;
    first.close();
    const later = await loadOrCreateKeys(testDb.db, {
      keyEncryptionKey: kek,
      now: () => Date.now() + 31 * 24 * 3600_000,
    });
    expect(later.kid).not.toBe(oldKid);
    later.close();
    const rows = await keyRows();
    expect(rows.filter((row) => row.active).map((row) => row.kid)).toEqual([later.kid]);
  });
});

describe('verified access tokens remembered per process (no signature check per request)', () => {
  it('a remembered token still ends at its expiry (at most 15 minutes) and with its key', async () => {
    let now = Date.now();
    const keys = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: randomBytes(32), now: () => now });
    const token = await keys.signAccessToken({ ...session, ttlSeconds: 900 });
    expect((await keys.verifyAccessToken(token)).subject).toBe('subject-1');
    expect((await keys.verifyAccessToken(token)).sessionId).toBe('session-1');
    now += 15 * 60_000;
    await expect(keys.verifyAccessToken(token)).rejects.toThrow();

    const second = await keys.signAccessToken(session);
    expect((await keys.verifyAccessToken(second)).subject).toBe('subject-1');
    // Its key withdrawn from the database: the next reload ends the remembered token too.
    const kid = keys.kid;
    await keys.rotate();
    await testDb.db.query('DELETE FROM signing_keys WHERE kid = $1', [kid]);
    await keys.reload();
    await expect(keys.verifyAccessToken(second)).rejects.toThrow();
    keys.close();
  });

  it('a token altered after a successful check is verified again, and refused', async () => {
    const keys = await loadOrCreateKeys(testDb.db, { keyEncryptionKey: randomBytes(32) });
    const token = await keys.signAccessToken(session);
    expect((await keys.verifyAccessToken(token)).subject).toBe('subject-1');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'someone-else', sid: 'session-1', scope: 'sbam' })).toString('base64url')}.${signature}`;
    await expect(keys.verifyAccessToken(forged)).rejects.toThrow();
    keys.close();
  });
});

describe('where the key-encryption key comes from', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kek-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('KEY_ENCRYPTION_KEY: 32 bytes in base64 or hex; anything else refused', () => {
    const raw = randomBytes(32);
    expect(parseKeyEncryptionKey(raw.toString('base64')).equals(raw)).toBe(true);
    expect(parseKeyEncryptionKey(raw.toString('base64url')).equals(raw)).toBe(true);
    expect(parseKeyEncryptionKey(raw.toString('hex')).equals(raw)).toBe(true);
    for (const bad of ['', 'short', randomBytes(16).toString('base64'), randomBytes(31).toString('hex')]) {
      expect(() => parseKeyEncryptionKey(bad)).toThrow(KeyEncryptionConfigError);
    }
    const fromEnv = resolveKeyEncryptionKey({
      env: { KEY_ENCRYPTION_KEY: raw.toString('base64'), NODE_ENV: 'production' },
      databaseUrl: 'postgres://db',
    });
    expect(fromEnv.origin).toBe('env');
    expect(fromEnv.key.equals(raw)).toBe(true);
  });

  it('production or DATABASE_URL without the variable refuses to start', () => {
    expect(() => resolveKeyEncryptionKey({ env: { NODE_ENV: 'production' }, dataDir: dir })).toThrow(
      /KEY_ENCRYPTION_KEY is required in production/,
    );
    expect(() => resolveKeyEncryptionKey({ env: {}, databaseUrl: 'postgres://db' })).toThrow(
      /KEY_ENCRYPTION_KEY is required with DATABASE_URL/,
    );
  });

  it('embedded demo without the variable: a generated key file (0600) in the data folder, reused later', () => {
    const first = resolveKeyEncryptionKey({ env: {}, dataDir: dir });
    expect(first.origin).toBe('file');
    const file = join(dir, KEY_ENCRYPTION_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseKeyEncryptionKey(readFileSync(file, 'utf8')).equals(first.key)).toBe(true);
    expect(resolveKeyEncryptionKey({ env: {}, dataDir: dir }).key.equals(first.key)).toBe(true);
  });
});
