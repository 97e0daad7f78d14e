import type { Static } from '@sinclair/typebox';
import type { FeedbackCase, FeedbackStatus } from '../../../schemas/api/ops/ops-feedback';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { ticketOf } from '../feedback/submit-feedback';
import { auditedBy, recordAudit, type AuditActor } from './operator-audit';

type Case = Static<typeof FeedbackCase>;
type Status = Static<typeof FeedbackStatus>;

/** Who answers: a back office operator, or the ops CLI (operatorId null, actor `ops-cli`). */
export type FeedbackActor = AuditActor;

interface CaseRow {
  id: string | number;
  merchant: string;
  merchant_id: number;
  status: Status;
  question_type: Case['questionType'];
  username: string | null;
  member_id: string | number | null;
  contact: string | null;
  content: string;
  image_count: number;
  created_at: Date;
  total: number;
}

const CASE_SELECT = `SELECT f.id, mc.code AS merchant, f.merchant_id, f.status, f.question_type, m.username, f.member_id,
    f.contact, f.content, f.created_at,
    (SELECT count(*)::int FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count,
    count(*) OVER ()::int AS total
  FROM feedback f JOIN merchants mc ON mc.id = f.merchant_id LEFT JOIN members m ON m.id = f.member_id`;

async function withReplies(q: Queryable, rows: CaseRow[]): Promise<Case[]> {
  const replies = rows.length
    ? await q.query<{ feedback_id: string | number; body: string; created_at: Date; replied_by: string }>(
        `SELECT feedback_id, body, created_at, replied_by FROM feedback_replies
          WHERE feedback_id = ANY($1::bigint[]) ORDER BY id`,
        [rows.map((r) => r.id)],
      )
    : [];
  return rows.map((r) => ({
    id: Number(r.id),
    ticket: ticketOf(Number(r.id), r.created_at),
    merchant: r.merchant,
    status: r.status,
    questionType: r.question_type,
    username: r.username,
    memberId: r.member_id === null ? null : Number(r.member_id),
    contact: r.contact ?? '',
    content: r.content,
    imageCount: r.image_count,
    createdAt: r.created_at.toISOString(),
    replies: replies
      .filter((x) => Number(x.feedback_id) === Number(r.id))
      .map((x) => ({ body: x.body, at: x.created_at.toISOString(), by: x.replied_by })),
  }));
}

/**
 * Feedback of a status in the scope's merchant (every merchant when null): new ones oldest
 * first, so the longest waiting is on top; answered and closed ones newest first.
 */
export async function feedbackCases(
  q: Queryable,
  merchantId: number | null,
  opts: { status: Status; page: number; pageSize: number },
): Promise<{ items: Case[]; total: number }> {
  const rows = await q.query<CaseRow>(
    `${CASE_SELECT} WHERE ($1::int IS NULL OR f.merchant_id = $1) AND f.status = $2
      ORDER BY f.id ${opts.status === 'new' ? 'ASC' : 'DESC'} LIMIT $3 OFFSET $4`,
    [merchantId, opts.status, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { items: await withReplies(q, rows), total: rows[0]?.total ?? 0 };
}

/** One case in the scope, locked for a change; another merchant's is the same NOT_FOUND as none. */
async function caseFor(q: Queryable, merchantId: number | null, id: number): Promise<CaseRow> {
  const locked = await q.query(
    'SELECT id FROM feedback WHERE id = $1 AND ($2::int IS NULL OR merchant_id = $2) FOR UPDATE',
    [id, merchantId],
  );
  const [row] = locked.length ? await q.query<CaseRow>(`${CASE_SELECT} WHERE f.id = $1`, [id]) : [];
  if (!row) throw ApiError.notFound('Feedback');
  return row;
}

/**
 * An operator's reply, in one transaction with its audit line: the member reads it under
 * My feedback, and the feedback reads as answered. Closed feedback is refused (CONFLICT):
 * whoever closed it decided nothing more was to be said.
 */
export async function answerFeedback(
  db: Database,
  merchantId: number | null,
  id: number,
  text: string,
  by: FeedbackActor,
): Promise<Case> {
  const body = text.trim();
  if (!body) throw ApiError.validation('text', 'is required');
  return db.tx(async (q) => {
    const before = await caseFor(q, merchantId, id);
    if (before.status === 'closed')
      throw new ApiError(409, 'CONFLICT', 'This feedback is closed', [
        { field: 'id', message: 'is closed: it is not answered again' },
      ]);
    await q.query("UPDATE feedback SET status = 'answered' WHERE id = $1", [id]);
    await q.query(
      'INSERT INTO feedback_replies (merchant_id, feedback_id, body, replied_by) VALUES ($1, $2, $3, $4)',
      [before.merchant_id, id, body, by.actor],
    );
    await audit(q, by, 'feedback.reply', before, { status: 'answered', reply: body });
    const [after] = await withReplies(q, [{ ...before, status: 'answered' }]);
    return after as Case;
  });
}

/** Close feedback; closing it again changes nothing and adds no audit line. */
export async function closeFeedback(
  db: Database,
  merchantId: number | null,
  id: number,
  by: FeedbackActor,
): Promise<Case> {
  return db.tx(async (q) => {
    const before = await caseFor(q, merchantId, id);
    if (before.status !== 'closed') {
      await q.query("UPDATE feedback SET status = 'closed' WHERE id = $1", [id]);
      await audit(q, by, 'feedback.close', before, { status: 'closed' });
    }
    const [after] = await withReplies(q, [{ ...before, status: 'closed' }]);
    return after as Case;
  });
}

function audit(q: Queryable, by: FeedbackActor, action: string, before: CaseRow, after: object) {
  return recordAudit(q, {
    ...auditedBy(by),
    action,
    merchantId: before.merchant_id,
    target: `feedback:${before.id}`,
    before: { status: before.status },
    after,
  });
}
