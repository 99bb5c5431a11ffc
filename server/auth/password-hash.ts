/**
 * Password hashing with Node's built-in scrypt (memory-hard). Stored format:
 *   scrypt$N$r$p$<salt base64url>$<hash base64url>
 * so the cost can be raised later without breaking stored hashes.
 *
 * Every scrypt run (hash or verify) takes one of MAX_CONCURRENT_SCRYPT slots; further runs wait in line.
 * A burst of password requests therefore costs at most that many cores and 32 MiB buffers each, instead
 * of filling the thread pool (which the database driver and file reads share) and the memory.
 * `verifyAgainstDummy` spends the same work when there is no real hash to check (unknown user, locked
 * customer), so the answer's timing does not tell these cases apart.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
export const DEFAULT_SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;

/** scrypt runs at the same time in this process (2 cores; libuv's pool has 4 threads). */
export const MAX_CONCURRENT_SCRYPT = 2;

/**
 * A counting semaphore. Process-wide on purpose (module state): the CPU and the thread pool it guards
 * are process-wide too, so two server instances in one process (tests) share the bound.
 */
function createSemaphore(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
    /** Runs in progress and runs waiting (tests and metrics). */
    load: () => ({ running: size - free, waiting: waiting.length }),
  };
}

const scryptSlots = createSemaphore(MAX_CONCURRENT_SCRYPT);
let scryptRuns = 0;

/** How many scrypt runs are in progress / waiting now, and how many ran since the process started. */
export const scryptLoad = (): { running: number; waiting: number; total: number } => ({
  ...scryptSlots.load(),
  total: scryptRuns,
});

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  scryptRuns += 1;
  return scryptSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password, salt, keyLength, options, (error, derived) => {
          if (error) reject(error);
          else resolve(derived);
        });
      }),
  );
}

function memoryFor(N: number, r: number): number {
  // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
  return 256 * N * r;
}

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: memoryFor(params.N, params.r),
  });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

/** Constant-time check; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0) || N > 2 ** 20 || r > 32 || p > 16) {
    return false;
  }
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(saltText, 'base64url'),
    expected.length,
    {
      N,
      r,
      p,
      maxmem: memoryFor(N, r),
    },
  );
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * The same work as verifying a real password (a scrypt run with the default parameters), always false:
 * for an unknown user or a refused (locked) attempt. The dummy hash is made once per process.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}

/** Makes the dummy hash (once per process) ahead of the first unknown user, whose answer would be slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
