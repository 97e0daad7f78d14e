import type { Database } from '../../db/database';
import { publishChatEvent } from './chat-events';

/**
 * Moderators' actions (ops `chat hide`, `chat mute`). Each change and its notification
 * share one transaction, so every open room sees it the moment it is stored.
 */
export async function hideChatMessage(db: Database, merchantId: number, messageId: number): Promise<boolean> {
  return db.tx(async (q) => {
    const rows = await q.query<{ id: number }>(
      'UPDATE chat_messages SET hidden_at = now() WHERE merchant_id = $1 AND id = $2 AND hidden_at IS NULL RETURNING id',
      [merchantId, messageId],
    );
    if (rows.length === 0) return false;
    await publishChatEvent(q, { kind: 'removed', merchantId, ids: [messageId] });
    return true;
  });
}

/** Mute a member for some minutes (0 lifts it). False when the member is not the merchant's. */
export async function muteChatMember(
  db: Database,
  merchantId: number,
  username: string,
  minutes: number,
): Promise<boolean> {
  return db.tx(async (q) => {
    const [row] = await q.query<{ id: number; until: Date | null }>(
      `UPDATE members SET chat_muted_until = CASE WHEN $3 = 0 THEN NULL ELSE now() + make_interval(mins => $3) END
        WHERE merchant_id = $1 AND lower(username) = lower($2) RETURNING id, chat_muted_until AS until`,
      [merchantId, username, minutes],
    );
    if (!row) return false;
    await publishChatEvent(q, {
      kind: 'muted',
      merchantId,
      memberId: row.id,
      until: row.until?.getTime() ?? null,
    });
    return true;
  });
}
