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
