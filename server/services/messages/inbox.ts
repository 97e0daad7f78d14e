import type { Static } from '@sinclair/typebox';
import type { listMessages, MessageDetail, MessageSummary } from '../../../schemas/api/messages';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { pickText } from '../content/localized-text';
import { safeHtml } from '../content/safe-html';
import {
  INBOX,
  INBOX_ANNOUNCEMENTS,
  messageIdOf,
  parseMessageId,
  previewOf,
  type InboxRow,
} from './inbox-rows';

export interface InboxOwner {
  merchantId: number;
  memberId: number;
}

/** Unread messages of the member: their own plus the announcements they have not read. */
export async function unreadCount(q: Queryable, o: InboxOwner): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM member_messages
               WHERE merchant_id = $1 AND member_id = $2 AND read_at IS NULL)
           + (SELECT count(*) FROM announcements a
               WHERE ${INBOX_ANNOUNCEMENTS}
                 AND NOT EXISTS (SELECT 1 FROM announcement_reads r
                                  WHERE r.merchant_id = $1 AND r.member_id = $2 AND r.announcement_id = a.id)))::int AS n`,
    [o.merchantId, o.memberId],
  );
  return row?.n ?? 0;
}

/** A page of the inbox, newest first (ties: messages before announcements, then newest id). */
export async function listInbox(
  q: Queryable,
  o: InboxOwner,
  opts: { page: number; pageSize: number; unreadOnly: boolean; language: string },
): Promise<Static<typeof listMessages.response>> {
  const filter = opts.unreadOnly ? 'WHERE NOT read' : '';
  const rows = await q.query<InboxRow>(
    `SELECT kind, id, category, title, body, created_at, read FROM ${INBOX} ${filter}
      ORDER BY created_at DESC, kind DESC, id DESC LIMIT $3 OFFSET $4`,
    [o.merchantId, o.memberId, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  const [counts] = await q.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT read))::int AS unread FROM ${INBOX}`,
    [o.merchantId, o.memberId],
  );
  const items: Static<typeof MessageSummary>[] = rows.map((r) => ({
    id: messageIdOf(r),
    category: r.category,
    title: pickText(r.title, opts.language),
    createdAt: new Date(r.created_at).toISOString(),
    read: r.read,
    preview: previewOf(pickText(r.body, opts.language), r.kind === 'a'),
  }));
  const unread = counts?.unread ?? 0;
  return { items, total: opts.unreadOnly ? unread : (counts?.total ?? 0), unread };
}

/** One message of this member's inbox; another member's or merchant's is simply not found. */
export async function inboxMessage(
  q: Queryable,
  o: InboxOwner,
  messageId: string,
  language: string,
): Promise<Static<typeof MessageDetail>> {
  const { kind, id } = parseMessageId(messageId);
  const [r] = await q.query<InboxRow>(
    `SELECT kind, id, category, title, body, created_at, read FROM ${INBOX} WHERE kind = $3 AND id = $4`,
    [o.merchantId, o.memberId, kind, id],
  );
  if (!r) throw ApiError.notFound('Message');
  return {
    id: messageIdOf(r),
    category: r.category,
    title: pickText(r.title, language),
    createdAt: new Date(r.created_at).toISOString(),
    read: r.read,
    format: r.kind === 'a' ? 'html' : 'text',
    // Announcement messages carry merchant markup; members' texts stay plain text.
    body: r.kind === 'a' ? safeHtml(pickText(r.body, language)) : pickText(r.body, language),
  };
}

/**
 * Mark messages read, all or none: every id must be in this member's inbox (another
 * member's message is unknown here). Reading twice is harmless. Answers the unread count.
 */
export async function markRead(q: Queryable, o: InboxOwner, messageIds: readonly string[]): Promise<number> {
  const parsed = messageIds.map(parseMessageId);
  const mine = parsed.filter((p) => p.kind === 'm').map((p) => p.id);
  const notices = parsed.filter((p) => p.kind === 'a').map((p) => p.id);
  const found = await q.query<{ kind: string; id: string }>(
    `SELECT kind, id FROM ${INBOX} WHERE (kind = 'm' AND id = ANY($3::bigint[])) OR (kind = 'a' AND id = ANY($4::bigint[]))`,
    [o.merchantId, o.memberId, mine, notices],
  );
  if (found.length !== parsed.length) {
    const known = new Set(found.map((f) => `${f.kind}${f.id}`));
    const missing = messageIds.find((m) => !known.has(`${m.charAt(0)}${Number(m.slice(1))}`));
    throw new ApiError(404, 'NOT_FOUND', `Message ${missing ?? ''} was not found`.trim(), [
      { field: 'ids', message: `${missing ?? 'a message'} is not in your inbox` },
    ]);
  }
  if (mine.length)
    await q.query(
      `UPDATE member_messages SET read_at = now()
        WHERE merchant_id = $1 AND member_id = $2 AND id = ANY($3::bigint[]) AND read_at IS NULL`,
      [o.merchantId, o.memberId, mine],
    );
  if (notices.length)
    await q.query(
      `INSERT INTO announcement_reads (merchant_id, member_id, announcement_id)
       SELECT $1, $2, unnest($3::bigint[]) ON CONFLICT DO NOTHING`,
      [o.merchantId, o.memberId, notices],
    );
  return unreadCount(q, o);
}

/** Mark the whole inbox read. Answers how many messages changed. */
export async function markAllRead(q: Queryable, o: InboxOwner): Promise<number> {
  const own = await q.query(
    `UPDATE member_messages SET read_at = now()
      WHERE merchant_id = $1 AND member_id = $2 AND read_at IS NULL RETURNING id`,
    [o.merchantId, o.memberId],
  );
  const notices = await q.query(
    `INSERT INTO announcement_reads (merchant_id, member_id, announcement_id)
     SELECT $1, $2, a.id FROM announcements a WHERE ${INBOX_ANNOUNCEMENTS}
     ON CONFLICT DO NOTHING RETURNING announcement_id`,
    [o.merchantId, o.memberId],
  );
  return own.length + notices.length;
}
