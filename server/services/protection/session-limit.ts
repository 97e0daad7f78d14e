import type { Database } from '../../db/database';
import { publishChatEvent } from '../chat/chat-events';
import { appendAudit } from './protection-audit';

/**
 * The session time limit was reached: every session of that play session ends (other tabs and
 * devices that joined it too, their chat sockets with them), audited once, when the first call
 * after the limit finds it.
 */
export async function endPlaySessionAtLimit(
  db: Database,
  merchantId: number,
  memberId: number,
  playSessionId: number,
): Promise<void> {
  await db.tx(async (q) => {
    const ended = await q.query<{ token_hash: string }>(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'session-limit'
        WHERE merchant_id = $1 AND play_session_id = $2 AND revoked_at IS NULL RETURNING token_hash`,
      [merchantId, playSessionId],
    );
    if (ended.length === 0) return;
    await publishChatEvent(q, {
      kind: 'sessions-ended',
      merchantId,
      tokenHashes: ended.map((r) => r.token_hash),
    });
    const [p] = await q.query<{ started_at: Date; limit_ends_at: Date }>(
      `SELECT started_at, limit_ends_at FROM protection_play_sessions WHERE id = $1`,
      [playSessionId],
    );
    await appendAudit(q, {
      merchantId,
      memberId,
      actor: 'platform',
      action: 'session-limit.reached',
      detail: { startedAt: p?.started_at.toISOString(), limitEndsAt: p?.limit_ends_at.toISOString() },
      ip: null,
    });
  });
}
