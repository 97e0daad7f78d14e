import type { Static } from '@sinclair/typebox';
import {
  NOTICE_CATEGORY_MAX,
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  NOTICE_TYPES,
  type NoticeState,
  type NoticeType,
} from '../../../schemas/api/ops/content-rules';
import type { Notice } from '../../../schemas/api/ops/ops-announcements';
import { LANGUAGES } from '../../../schemas/site/constants';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { auditedBy, recordAudit, type AuditActor } from '../operators/operator-audit';
import { forgetAnnouncementLists } from './announcements';
import type { LocalizedText } from './localized-text';
import { safeHtml } from './safe-html';

type NoticeView = Static<typeof Notice>;

/** Who posts or hides: a back office operator, or the ops CLI (operatorId null, actor `ops-cli`). */
export type ContentActor = AuditActor;

interface NoticeRow {
  id: string | number;
  merchant: string;
  merchant_id: number;
  type: NoticeType;
  state: NoticeState;
  status: 'active' | 'hidden';
  title: LocalizedText;
  content: LocalizedText;
  category: string | null;
  published_at: Date;
  ends_at: Date | null;
  total: number;
}

/** Where a notice stands, in the same words as the portal's list decides what to show. */
const STATE = `CASE WHEN a.status = 'hidden' THEN 'hidden'
    WHEN a.published_at > now() THEN 'scheduled'
    WHEN a.ends_at IS NOT NULL AND a.ends_at <= now() THEN 'ended'
    ELSE 'shown' END`;
const SELECT = `SELECT a.id, mc.code AS merchant, a.merchant_id, a.type, ${STATE} AS state, a.status, a.title,
    a.content, a.category, a.published_at, a.ends_at
  FROM announcements a JOIN merchants mc ON mc.id = a.merchant_id`;

function toView(r: NoticeRow): NoticeView {
  return {
    id: Number(r.id),
    merchant: r.merchant,
    type: r.type,
    state: r.state,
    title: { ...r.title },
    content: { ...r.content },
    category: r.category,
    startsAt: r.published_at.toISOString(),
    endsAt: r.ends_at ? r.ends_at.toISOString() : null,
  };
}

/**
 * The scope's notices (every merchant's when null) of every type, agents' included, newest
 * first; optionally of one type or one state.
 */
export async function listNotices(
  q: Queryable,
  merchantId: number | null,
  opts: { type?: NoticeType; state?: NoticeState; page: number; pageSize: number },
): Promise<{ items: NoticeView[]; total: number }> {
  const rows = await q.query<NoticeRow>(
    `SELECT n.*, count(*) OVER ()::int AS total
       FROM (${SELECT} WHERE ($1::int IS NULL OR a.merchant_id = $1) AND ($2::text IS NULL OR a.type = $2)) n
      WHERE ($3::text IS NULL OR n.state = $3)
      ORDER BY n.published_at DESC, n.id DESC LIMIT $4 OFFSET $5`,
    [merchantId, opts.type ?? null, opts.state ?? null, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { items: rows.map(toView), total: rows[0]?.total ?? 0 };
}

export interface NoticeDraft {
  type: string;
  title: Readonly<Record<string, string | undefined>>;
  content: Readonly<Record<string, string | undefined>>;
  category?: string | undefined;
  startsAt?: Date | undefined;
  endsAt?: Date | undefined;
}

/** The non-empty texts of a field, each checked against its limit and made ready to store. */
function texts(
  field: 'title' | 'content',
  given: NoticeDraft['title'],
  max: number,
  clean: (text: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, raw] of Object.entries(given)) {
    if (!(LANGUAGES as readonly string[]).includes(lang))
      throw ApiError.validation(`${field}.${lang}`, `is not a language (${LANGUAGES.join(', ')})`);
    const text = clean((raw ?? '').trim());
    if (text.length > max) throw ApiError.validation(`${field}.${lang}`, `is at most ${max} characters`);
    if (text !== '') out[lang] = text;
  }
  if (Object.keys(out).length === 0)
    throw ApiError.validation(
      field,
      field === 'content'
        ? 'is required in at least one language (markup that cannot be shown, such as scripts, is removed)'
        : 'is required in at least one language',
    );
  return out;
}

/** A draft checked field by field, with its content cleaned of anything that could run. */
function checked(draft: NoticeDraft) {
  if (!(NOTICE_TYPES as readonly string[]).includes(draft.type))
    throw ApiError.validation('type', `is one of ${NOTICE_TYPES.join(', ')}`);
  const title = texts('title', draft.title, NOTICE_TITLE_MAX, (t) => t);
  // Cleaned when saved, as well as when served: the stored HTML is what members will see,
  // and nothing that reads the table later (an export, a new page) can be handed a script.
  const content = texts('content', draft.content, NOTICE_CONTENT_MAX, (t) => safeHtml(t).trim());
  const category = draft.category?.trim() || null;
  if (category && category.length > NOTICE_CATEGORY_MAX)
    throw ApiError.validation('category', `is at most ${NOTICE_CATEGORY_MAX} characters`);
  for (const [field, at] of [
    ['startsAt', draft.startsAt],
    ['endsAt', draft.endsAt],
  ] as const)
    if (at && Number.isNaN(at.getTime())) throw ApiError.validation(field, 'is not a time');
  const start = draft.startsAt ?? new Date();
  if (draft.endsAt && draft.endsAt.getTime() <= start.getTime())
    throw ApiError.validation('endsAt', 'must be after the start (or now)');
  return { type: draft.type as NoticeType, title, content, category };
}

async function noticeFor(q: Queryable, merchantId: number | null, id: number, lock: boolean) {
  const [row] = await q.query<NoticeRow>(
    `${SELECT} WHERE a.id = $1 AND ($2::int IS NULL OR a.merchant_id = $2)${lock ? ' FOR UPDATE OF a' : ''}`,
    [id, merchantId],
  );
  if (!row) throw ApiError.notFound('Notice');
  return row;
}

/**
 * Publish a notice for a merchant, with its audit line in the same transaction; the portal's
 * cached lists of the merchant are forgotten, so it shows at once (or when its window begins).
 */
export async function postNotice(
  db: Database,
  merchantId: number,
  draft: NoticeDraft,
  by: ContentActor,
): Promise<NoticeView> {
  const n = checked(draft);
  const notice = await db.tx(async (q) => {
    const [made] = await q.query<{ id: string }>(
      `INSERT INTO announcements (merchant_id, type, category, title, content, published_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, COALESCE($6, now()), $7) RETURNING id`,
      [
        merchantId,
        n.type,
        n.category,
        JSON.stringify(n.title),
        JSON.stringify(n.content),
        draft.startsAt ?? null,
        draft.endsAt ?? null,
      ],
    );
    const row = await noticeFor(q, merchantId, Number(made?.id), false);
    await audit(q, by, 'notice.post', row, undefined, {
      type: row.type,
      state: row.state,
      title: row.title,
      content: row.content,
      category: row.category,
      startsAt: row.published_at.toISOString(),
      endsAt: row.ends_at?.toISOString() ?? null,
    });
    return toView(row);
  });
  forgetAnnouncementLists(db, merchantId);
  return notice;
}

/** Take a notice down; hiding it again changes nothing and writes no second audit line. */
export async function hideNotice(
  db: Database,
  merchantId: number | null,
  id: number,
  by: ContentActor,
): Promise<NoticeView> {
  const { row, changed } = await db.tx(async (q) => {
    const before = await noticeFor(q, merchantId, id, true);
    if (before.status === 'hidden') return { row: before, changed: false };
    await q.query("UPDATE announcements SET status = 'hidden' WHERE id = $1", [id]);
    await audit(q, by, 'notice.hide', before, { state: before.state }, { state: 'hidden' });
    return { row: { ...before, status: 'hidden' as const, state: 'hidden' as const }, changed: true };
  });
  if (changed) forgetAnnouncementLists(db, row.merchant_id);
  return toView(row);
}

function audit(
  q: Queryable,
  by: ContentActor,
  action: string,
  row: NoticeRow,
  before: object | undefined,
  after: object,
) {
  return recordAudit(q, {
    ...auditedBy(by),
    action,
    merchantId: row.merchant_id,
    target: `notice:${row.id}`,
    before,
    after,
  });
}
