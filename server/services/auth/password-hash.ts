import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt at OWASP ASVS parameters (N=2^17, r=8, p=1). The
 * work runs on libuv's thread pool (async scrypt), never on the event loop.
 * Stored as `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>` so parameters can rise later.
 */
export const ASVS_LOG_N = 17;

/**
 * The cost new hashes get: always ASVS's, except in test runs (NODE_ENV=test), which may
 * lower it with PASSWORD_HASH_LOG_N so that suites registering hundreds of players take
 * seconds, not minutes. Verification reads the cost from each stored hash either way.
 */
export function hashCost(env: Readonly<Record<string, string | undefined>>): number {
  if (env.NODE_ENV !== 'test') return ASVS_LOG_N;
  const logN = Number(env.PASSWORD_HASH_LOG_N);
  return Number.isInteger(logN) && logN >= 10 && logN <= ASVS_LOG_N ? logN : ASVS_LOG_N;
}

const LOG_N = hashCost(process.env);
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; the default maxmem (32 MiB) is below that at N=2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const [scheme, logN, r, p, salt, hash] = parts;
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  const ok = key.length === expected.length && timingSafeEqual(key, expected);
  // Unknown accounts verify against a dummy so their answer takes as long as a real one.
  return ok && stored !== null && stored !== undefined;
}

/** A hash of nothing anyone knows, at the same cost as a real one. */
const DUMMY_HASH = `scrypt$${LOG_N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
