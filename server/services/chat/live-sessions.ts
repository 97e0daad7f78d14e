import type { Database } from '../../db/database';
import { idleMinutes } from '../../domain/session-member';
import type { Merchant } from '../../domain/merchant';

/**
 * Which of these session token hashes still stand on this merchant, by the rules of
 * `authenticate` (not revoked, not past their end or their member's, member active,
 * not idle too long), for all of them in one query. Reading the room is not activity:
 * it does not keep a session alive; posting does.
 */
export async function liveSessions(
  db: Database,
  merchant: Merchant,
  tokenHashes: readonly string[],
): Promise<ReadonlySet<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db.query<{ token_hash: string }>(
    `SELECT s.token_hash FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.merchant_id = $1 AND s.token_hash = ANY($2::text[])
        AND s.revoked_at IS NULL AND s.expires_at > now()
        AND (m.expires_at IS NULL OR m.expires_at > now()) AND m.status = 'active'
        AND s.last_seen_at > now() - make_interval(mins => $3)`,
    [merchant.id, [...new Set(tokenHashes)], idleMinutes(merchant)],
  );
  return new Set(rows.map((r) => r.token_hash));
}
