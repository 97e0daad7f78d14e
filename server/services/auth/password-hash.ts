import { randomBytes } from 'node:crypto';
import { HashPool, poolSize } from './hash-pool';

/**
 * Password hashing: argon2id at one of OWASP's equivalent settings (m=12 MiB, t=3, p=1;
 * docs/decisions/password-hashing.md says why this one), in the bounded pool of
 * hash-pool.ts. Stored as the PHC string `$argon2id$v=19$m=12288,t=3,p=1$<salt>$<hash>`.
 * Hashes from before (`scrypt$17$8$1$...`, 128 MiB each) still verify, and login rehashes
 * them (needsRehash).
 */
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;

/** The PHC prefix a hash at today's cost starts with. */
export const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

const { size, queueLimit } = poolSize(process.env);
/** The one pool of this process: every password and payment password goes through it. */
export const hashPool = new HashPool(size, queueLimit);

/** Passwords compare as the member typed them in any Unicode form. */
const normal = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string): Promise<string> {
  // The worker draws a fresh 16-byte salt for each hash.
  return hashPool.run<string>({ op: 'hash', password: normal(password), params: { ...ARGON2_PARAMS } });
}

/**
 * Whether `password` matches `stored`. Unknown accounts (no hash) verify against a dummy at
 * the same cost, so their answer takes as long as a real one.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const known = typeof stored === 'string' && stored.length > 0;
  if (known && !stored.startsWith('$argon2') && !stored.startsWith('scrypt$')) return false;
  const ok = await hashPool.run<boolean>({
    op: 'verify',
    password: normal(password),
    stored: known ? stored : DUMMY_HASH,
  });
  return ok && known;
}

/** A stored hash that is not at today's algorithm and cost: rehash it at the next login. */
export function needsRehash(stored: string | null | undefined): boolean {
  return typeof stored === 'string' && !stored.startsWith(CURRENT_PREFIX);
}

/** A hash of nothing anyone knows, at today's cost (random salt, all-zero hash). */
const DUMMY_HASH = `${CURRENT_PREFIX}${randomBytes(16).toString('base64').replace(/=+$/, '')}$${Buffer.alloc(
  32,
)
  .toString('base64')
  .replace(/=+$/, '')}`;
