import type { Queryable } from '../../db/database';
import { hashPassword, needsRehash } from './password-hash';

/**
 * After a password was verified, bring its hash to today's algorithm and cost (old
 * hashes were scrypt at 128 MiB each). Only when the stored hash is still the one that
 * was verified, so a password changed meanwhile is never overwritten. Best effort: a busy
 * pool or a failed write leaves the old hash, which still verifies, for the next login.
 */
export async function rehashIfOld(
  db: Queryable,
  memberId: number,
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored || !needsRehash(stored)) return false;
  try {
    const fresh = await hashPassword(password);
    const rows = await db.query<{ id: number }>(
      'UPDATE members SET password_hash = $1 WHERE id = $2 AND password_hash = $3 RETURNING id',
      [fresh, memberId, stored],
    );
    return rows.length > 0;
  } catch {
    return false;
  }
}
