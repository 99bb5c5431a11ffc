/**
 * Where the key-encryption key (KEK) of the signing keys comes from (server/auth/keys.ts):
 *
 * - KEY_ENCRYPTION_KEY: 32 bytes as base64 / base64url (44 or 43 characters) or hex (64 characters).
 *   Generate one with `node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`
 *   and keep it in the deployment's secret store, not in the database.
 * - Not set, embedded database (the README's `npm start` demo): a generated key in the data folder,
 *   `<DATA_DIR>/key-encryption.key` (mode 0600), made at the first start and read at later starts.
 *   Whoever can read the data folder can read this key: it is for the demo, not for production.
 * - Not set with NODE_ENV=production or DATABASE_URL: the server refuses to start.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const KEY_ENCRYPTION_KEY_FILE = 'key-encryption.key';

export class KeyEncryptionConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyEncryptionConfigError';
  }
}

/** Decodes a configured KEK; throws unless it is exactly 32 bytes. */
export function parseKeyEncryptionKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new KeyEncryptionConfigError(
      'KEY_ENCRYPTION_KEY must be 32 bytes in base64 (44 characters) or hex (64 characters)',
    );
  }
  return key;
}

export interface KekSource {
  env: Readonly<Record<string, string | undefined>>;
  /** The embedded database's data folder; undefined with DATABASE_URL. */
  dataDir?: string;
  databaseUrl?: string;
}

/** The KEK for this start, and where it came from (for the start-up banner). */
export function resolveKeyEncryptionKey(source: KekSource): { key: Buffer; origin: 'env' | 'file' } {
  const configured = source.env.KEY_ENCRYPTION_KEY;
  if (configured !== undefined && configured.trim() !== '') {
    return { key: parseKeyEncryptionKey(configured), origin: 'env' };
  }
  if (source.env.NODE_ENV === 'production') {
    throw new KeyEncryptionConfigError(
      'KEY_ENCRYPTION_KEY is required in production (32 bytes, base64 or hex)',
    );
  }
  if (source.databaseUrl || !source.dataDir) {
    throw new KeyEncryptionConfigError(
      'KEY_ENCRYPTION_KEY is required with DATABASE_URL (the key file fallback is only for the embedded demo database)',
    );
  }
  const file = join(source.dataDir, KEY_ENCRYPTION_KEY_FILE);
  try {
    return { key: parseKeyEncryptionKey(readFileSync(file, 'utf8')), origin: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const fresh = randomBytes(32).toString('base64');
  try {
    writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { key: parseKeyEncryptionKey(readFileSync(file, 'utf8')), origin: 'file' };
}
