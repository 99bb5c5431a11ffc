/**
 * Control (verification) codes, computed from the hash to be signed exactly as the services do, so the
 * four digits on the portal match the ones on the phone.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Smart-ID: the last two bytes of SHA-256(hash) as an unsigned big-endian integer, mod 10000. */
export function smartIdControlCode(hash: Uint8Array): string {
  const digest = createHash('sha256').update(hash).digest();
  const value = digest.readUInt16BE(digest.length - 2);
  return String(value % 10000).padStart(4, '0');
}

/** Mobile-ID: the 6 most significant bits of the first byte and the 7 least significant bits of the last. */
export function mobileIdControlCode(hash: Uint8Array): string {
  if (hash.length === 0) throw new RangeError('Empty hash');
  const first = hash[0] as number;
  const last = hash[hash.length - 1] as number;
  const value = ((first >> 2) << 7) | (last & 0x7f);
  return String(value).padStart(4, '0');
}

/** A fresh hash to sign: SHA-512 (Smart-ID) or SHA-256 (Mobile-ID) of 64 random bytes. */
export function newAuthenticationHash(algorithm: 'sha512' | 'sha256'): Buffer {
  return createHash(algorithm).update(randomBytes(64)).digest();
}
