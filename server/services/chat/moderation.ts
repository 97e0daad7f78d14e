import type { Static } from '@sinclair/typebox';
import { CHAT_MUTE_MAX_MINUTES } from '../../../schemas/api/ops/content-rules';
import type { ChatLine } from '../../../schemas/api/ops/ops-chat';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { ContentActor } from '../content/notice-desk';
import { auditedBy, recordAudit } from '../operators/operator-audit';
import { publishChatEvent } from './chat-events';

type Line = Static<typeof ChatLine>;

interface LineRow {
  id: string | number;
  merchant: string;
  merchant_id: number;
  member_id: string | number;
  username: string;
  nickname: string;
  body: string;
  created_at: Date;
  hidden: boolean;
  muted_until: Date | null;
  total: number;
}

const SELECT = `SELECT c.id, mc.code AS merchant, c.merchant_id, c.member_id, m.username, c.nickname, c.body,
    c.created_at, c.hidden_at IS NOT NULL AS hidden,
    CASE WHEN m.chat_muted_until > now() THEN m.chat_muted_until END AS muted_until
  FROM chat_messages c JOIN members m ON m.id = c.member_id JOIN merchants mc ON mc.id = c.merchant_id`;

function toLine(r: LineRow): Line {
  return {
    id: Number(r.id),
    merchant: r.merchant,
    memberId: Number(r.member_id),
    username: r.username,
    nickname: r.nickname,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    hidden: r.hidden,
    mutedUntil: r.muted_until ? r.muted_until.toISOString() : null,
  };
}

/** The scope's chat messages (every merchant's when null), newest first, hidden ones marked. */
export async function chatLines(
  q: Queryable,
  merchantId: number | null,
  opts: { page: number; pageSize: number },
): Promise<{ items: Line[]; total: number }> {
  const rows = await q.query<LineRow>(
    `${SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::int AS total, ')}
      WHERE ($1::int IS NULL OR c.merchant_id = $1) ORDER BY c.id DESC LIMIT $2 OFFSET $3`,
    [merchantId, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { items: rows.map(toLine), total: rows[0]?.total ?? 0 };
}

/**
 * Remove a message from the room (ops `chat hide`, the back office). The change, its audit
 * line and the notification share one transaction, so every open room drops it the moment it
 * is stored. A message of another merchant is the same NOT_FOUND as none; hiding one already
 * hidden changes nothing (`changed` false) and writes no second line.
 */
export async function hideChatMessage(
  db: Database,
  merchantId: number | null,
  messageId: number,
  by: ContentActor,
): Promise<{ message: Line; changed: boolean }> {
  return db.tx(async (q) => {
    const [row] = await q.query<LineRow>(
      `${SELECT} WHERE c.id = $1 AND ($2::int IS NULL OR c.merchant_id = $2) FOR UPDATE OF c`,
      [messageId, merchantId],
    );
    if (!row) throw ApiError.notFound('Message');
    if (row.hidden) return { message: toLine(row), changed: false };
    await q.query('UPDATE chat_messages SET hidden_at = now() WHERE id = $1', [messageId]);
    await publishChatEvent(q, { kind: 'removed', merchantId: row.merchant_id, ids: [messageId] });
    await audit(
      q,
      by,
      'chat.hide',
      row.merchant_id,
      `chat:${messageId}`,
      {
        hidden: false,
        username: row.username,
        body: row.body,
      },
      { hidden: true },
    );
    return { message: toLine({ ...row, hidden: true }), changed: true };
  });
}

/**
 * Keep a member from posting for some minutes (0 lifts it), by id or username within the
 * scope; their open room is told at once. Another merchant's member is NOT_FOUND.
 */
export async function muteChatMember(
  db: Database,
  merchantId: number | null,
  member: { id: number } | { username: string },
  minutes: number,
  by: ContentActor,
): Promise<{ memberId: number; username: string; mutedUntil: string | null }> {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > CHAT_MUTE_MAX_MINUTES)
    throw ApiError.validation('minutes', `is a whole number from 0 to ${CHAT_MUTE_MAX_MINUTES}`);
  return db.tx(async (q) => {
    const [before] = await q.query<{
      id: string | number;
      merchant_id: number;
      username: string;
      until: Date | null;
    }>(
      `SELECT id, merchant_id, username, CASE WHEN chat_muted_until > now() THEN chat_muted_until END AS until
         FROM members WHERE ${'id' in member ? 'id = $1' : 'lower(username) = lower($1)'}
          AND ($2::int IS NULL OR merchant_id = $2) FOR UPDATE`,
      ['id' in member ? member.id : member.username, merchantId],
    );
    if (!before) throw ApiError.notFound('Member');
    const [row] = await q.query<{ until: Date | null }>(
      `UPDATE members SET chat_muted_until = CASE WHEN $2::int = 0 THEN NULL ELSE now() + make_interval(mins => $2::int) END
        WHERE id = $1 RETURNING chat_muted_until AS until`,
      [before.id, minutes],
    );
    const until = row?.until ?? null;
    await publishChatEvent(q, {
      kind: 'muted',
      merchantId: before.merchant_id,
      memberId: Number(before.id),
      until: until?.getTime() ?? null,
    });
    await audit(
      q,
      by,
      'chat.mute',
      before.merchant_id,
      `member:${before.id}`,
      { mutedUntil: before.until?.toISOString() ?? null },
      { mutedUntil: until?.toISOString() ?? null, minutes },
    );
    return {
      memberId: Number(before.id),
      username: before.username,
      mutedUntil: until?.toISOString() ?? null,
    };
  });
}

function audit(
  q: Queryable,
  by: ContentActor,
  action: string,
  merchantId: number,
  target: string,
  before: object,
  after: object,
) {
  return recordAudit(q, {
    ...auditedBy(by),
    action,
    merchantId,
    target,
    before,
    after,
  });
}
