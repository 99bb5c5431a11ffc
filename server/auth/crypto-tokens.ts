/** Opaque tokens of the auth server: 256 random bits, stored only as their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
