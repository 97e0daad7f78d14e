import type { Queryable } from '../../db/database';
import { idleMinutes } from '../../domain/session-member';
import type { Merchant } from '../../domain/merchant';

/**
 * The play session a new login belongs to: the one of a session of the member still live (a
 * second tab or device joins it, so logging in again never starts the clock again), or a new one
 * that ends the last. A play session whose time limit has passed is not joined: the login after
 * it starts afresh (docs/decisions/reality-checks.md).
 */
export async function joinOrStartPlaySession(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<number> {
  const [live] = await q.query<{ id: string | number }>(
    `SELECT p.id FROM sessions s JOIN protection_play_sessions p ON p.id = s.play_session_id
      WHERE s.merchant_id = $1 AND s.member_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $3) AND p.ended_at IS NULL
        AND (p.limit_ends_at IS NULL OR p.limit_ends_at > protection_now())
      ORDER BY s.created_at DESC LIMIT 1`,
    [merchant.id, memberId, idleMinutes(merchant)],
  );
  if (live) return Number(live.id);
  await q.query(
    `UPDATE protection_play_sessions SET ended_at = protection_now()
      WHERE merchant_id = $1 AND member_id = $2 AND ended_at IS NULL`,
    [merchant.id, memberId],
  );
  const [row] = await q.query<{ id: string | number }>(
    `INSERT INTO protection_play_sessions (merchant_id, member_id, started_at, next_check_at, limit_ends_at)
     SELECT $1, $2, protection_now(),
            protection_now() + make_interval(mins => st.reality_check_minutes),
            protection_now() + make_interval(mins => st.session_limit_minutes)
       FROM (SELECT 1) AS one
       LEFT JOIN protection_session_settings st ON st.merchant_id = $1 AND st.member_id = $2
     ON CONFLICT DO NOTHING RETURNING id`,
    [merchant.id, memberId],
  );
  if (row) return Number(row.id);
  // Another login of the member started one at the same moment: join it.
  const [open] = await q.query<{ id: string | number }>(
    `SELECT id FROM protection_play_sessions WHERE merchant_id = $1 AND member_id = $2 AND ended_at IS NULL`,
    [merchant.id, memberId],
  );
  if (!open) throw new Error('no open play session after starting one');
  return Number(open.id);
}
