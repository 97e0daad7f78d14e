import type { Queryable } from '../../db/database';

/** A stored message as the platform passes it around: who wrote it stays inside. */
export interface StoredChatMessage {
  id: number;
  memberId: number;
  nickname: string;
  rankLevel: number;
  body: string;
  timestamp: number;
  /** The author's id for the message: their own room matches it to the line it shows as sending. */
  clientId: string;
}

export interface ChatRow {
  id: number;
  member_id: number;
  nickname: string;
  rank_level: number;
  body: string;
  client_id: string;
  created_at: Date;
}

export const CHAT_COLUMNS = 'id, member_id, nickname, rank_level, body, client_id, created_at';
/** Removed messages are reported for this long, so open rooms drop them. */
const REMOVED_WINDOW = "interval '15 minutes'";

export function fromRow(row: ChatRow): StoredChatMessage {
  return {
    id: row.id,
    memberId: row.member_id,
    nickname: row.nickname,
    rankLevel: row.rank_level,
    body: row.body,
    timestamp: row.created_at.getTime(),
    clientId: row.client_id,
  };
}

/** A message as one viewer sees it: `mine` for their own, and nothing about who else wrote it. */
export function forViewer(m: StoredChatMessage, viewer: number | undefined) {
  const mine = viewer !== undefined && m.memberId === viewer;
  return {
    id: m.id,
    nickname: m.nickname,
    rankLevel: m.rankLevel,
    body: m.body,
    timestamp: m.timestamp,
    mine,
    ...(mine ? { clientId: m.clientId } : {}),
  };
}

/** The latest visible messages, oldest first. */
export async function latestMessages(q: Queryable, merchantId: number, limit: number) {
  const rows = await q.query<ChatRow>(
    `SELECT ${CHAT_COLUMNS} FROM chat_messages
      WHERE merchant_id = $1 AND hidden_at IS NULL ORDER BY id DESC LIMIT $2`,
    [merchantId, limit],
  );
  return rows.reverse().map(fromRow);
}

/** Visible messages after an id, oldest first. */
export async function messagesAfter(q: Queryable, merchantId: number, after: number, limit: number) {
  const rows = await q.query<ChatRow>(
    `SELECT ${CHAT_COLUMNS} FROM chat_messages
      WHERE merchant_id = $1 AND hidden_at IS NULL AND id > $2 ORDER BY id LIMIT $3`,
    [merchantId, after, limit],
  );
  return rows.map(fromRow);
}

/** Messages moderators removed lately (or since a moment), newest removal first. */
export async function removedIds(q: Queryable, merchantId: number, since?: Date): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM chat_messages
      WHERE merchant_id = $1 AND hidden_at > ${since ? '$2' : `now() - ${REMOVED_WINDOW}`}
      ORDER BY hidden_at DESC LIMIT 100`,
    since ? [merchantId, since] : [merchantId],
  );
  return rows.map((r) => r.id);
}
