/**
 * Signing a digest the fake was given (never the data): what SK's signing service does with the digest of
 * a RAW_DIGEST_SIGNATURE request or a Mobile-ID hash. node:crypto signs data, not digests, so the two RSA
 * encodings are applied here (RFC 8017 §9.1.1 EMSA-PSS, §9.2 EMSA-PKCS1-v1_5 DigestInfo) and the raw RSA
 * operation is node's; an EC key signs with @noble/curves. Only the fake signs this way; the clients
 * verify with node:crypto's own verify.
 */
import { constants, createHash, privateEncrypt, randomBytes, type KeyObject } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';

/** DER prefix of DigestInfo for SHA-256 (RFC 8017 §9.2 note 1). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

function modulusBits(key: KeyObject): number {
  const bits = key.asymmetricKeyDetails?.modulusLength;
  if (!bits) throw new Error('Not an RSA key');
  return bits;
}

function mgf1(seed: Buffer, length: number): Buffer {
  const blocks: Buffer[] = [];
  for (let counter = 0; blocks.length * 64 < length; counter += 1) {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    blocks.push(createHash('sha512').update(seed).update(c).digest());
  }
  return Buffer.concat(blocks).subarray(0, length);
}

/** RSASSA-PSS (SHA-512, MGF1 SHA-512, 64-byte salt) over a SHA-512 digest. */
export function signSha512DigestPss(digest: Buffer, key: KeyObject): Buffer {
  const emBits = modulusBits(key) - 1;
  const emLength = Math.ceil(emBits / 8);
  const salt = randomBytes(64);
  const h = createHash('sha512').update(Buffer.alloc(8)).update(digest).update(salt).digest();
  const db = Buffer.concat([Buffer.alloc(emLength - salt.length - h.length - 2), Buffer.from([1]), salt]);
  const mask = mgf1(h, db.length);
  const masked = Buffer.from(db.map((byte, index) => byte ^ (mask[index] as number)));
  masked[0] = (masked[0] as number) & (0xff >> (8 * emLength - emBits));
  const encoded = Buffer.concat([masked, h, Buffer.from([0xbc])]);
  const block = Buffer.concat([Buffer.alloc(modulusBits(key) / 8 - encoded.length), encoded]);
  return privateEncrypt({ key, padding: constants.RSA_NO_PADDING }, block);
}

/**
 * ECDSA P-256 over a SHA-256 hash, raw r‖s (a Mobile-ID EC signature): Node signs only data it hashes
 * itself, and SK signs the hash it was sent, so the curve's own signing is used on the hash as it is.
 */
export function signSha256HashEcdsa(hash: Buffer, key: KeyObject): Buffer {
  const scalar = Buffer.from(String(key.export({ format: 'jwk' }).d), 'base64url');
  return Buffer.from(p256.sign(hash, scalar, { prehash: false }));
}

/** RSASSA-PKCS1-v1_5 over a SHA-256 hash (a Mobile-ID RSA signature). */
export function signSha256HashPkcs1(hash: Buffer, key: KeyObject): Buffer {
  return privateEncrypt(
    { key, padding: constants.RSA_PKCS1_PADDING },
    Buffer.concat([SHA256_DIGEST_INFO, hash]),
  );
}
