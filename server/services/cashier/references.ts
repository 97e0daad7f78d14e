import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A public reference such as DP7K2M9QX4TZ: a prefix and 10 unambiguous characters. */
export function newReference(prefix: 'DP' | 'WD'): string {
  const bytes = randomBytes(10);
  return prefix + [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}
