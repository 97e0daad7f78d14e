import type { Database } from '../../db/database';
import type { FeedbackType } from '../../../schemas/api/feedback-rules';
import { ticketOf } from './submit-feedback';

interface Row {
  id: number;
  question_type: FeedbackType;
  content: string;
  status: 'new' | 'answered' | 'closed';
  created_at: Date;
  image_count: number;
  total: number;
}

/** A member's feedback, newest first, each with its operators' replies. */
export async function myFeedback(
  db: Database,
  merchantId: number,
  memberId: number,
  page = 1,
  pageSize = 10,
) {
  const rows = await db.query<Row>(
    `SELECT f.id, f.question_type, f.content, f.status, f.created_at,
            (SELECT count(*)::int FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count,
            count(*) OVER ()::int AS total
       FROM feedback f WHERE f.merchant_id = $1 AND f.member_id = $2
      ORDER BY f.id DESC LIMIT $3 OFFSET $4`,
    [merchantId, memberId, pageSize, (page - 1) * pageSize],
  );
  const replies = rows.length
    ? await db.query<{ feedback_id: number; body: string; created_at: Date }>(
        `SELECT feedback_id, body, created_at FROM feedback_replies
          WHERE merchant_id = $1 AND feedback_id = ANY($2::bigint[]) ORDER BY id`,
        [merchantId, rows.map((r) => r.id)],
      )
    : [];
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      ticket: ticketOf(r.id, r.created_at),
      questionType: r.question_type,
      content: r.content,
      status: r.status,
      imageCount: r.image_count,
      createdAt: r.created_at.getTime(),
      replies: replies
        .filter((x) => x.feedback_id === r.id)
        .map((x) => ({ body: x.body, createdAt: x.created_at.getTime() })),
    })),
  };
}

/** An operator's reply: the member reads it in "my feedback"; the feedback reads as answered. */
export async function replyToFeedback(
  db: Database,
  merchantId: number,
  feedbackId: number,
  body: string,
): Promise<boolean> {
  return db.tx(async (q) => {
    const updated = await q.query(
      "UPDATE feedback SET status = 'answered' WHERE merchant_id = $1 AND id = $2 RETURNING id",
      [merchantId, feedbackId],
    );
    if (updated.length === 0) return false;
    await q.query('INSERT INTO feedback_replies (merchant_id, feedback_id, body) VALUES ($1, $2, $3)', [
      merchantId,
      feedbackId,
      body,
    ]);
    return true;
  });
}
