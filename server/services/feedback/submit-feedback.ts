import {
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  countWords,
  type FeedbackType,
} from '../../../schemas/api/feedback-rules';
import { ApiError } from '../../domain/api-error';
import type { CallContext } from '../../domain/call-context';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import { featureEnabled } from '../system/module-tree';
import { cleanText } from '../text/clean-text';

/** Members may send a few a day; visitors are counted by IP. */
const PER_MEMBER = { limit: 5, windowMs: 3_600_000 };
const PER_IP = { limit: 10, windowMs: 3_600_000 };
const CONTACT = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[0-9 ()-]{6,20})$/;

export async function submitFeedback(
  ctx: CallContext,
  input: { questionType: FeedbackType; content: string; contact?: string; imageIds?: number[] },
): Promise<{ ticket: string }> {
  if (!featureEnabled(ctx.merchant.settings, 'feedback'))
    throw new ApiError(403, 'DISABLED', 'Feedback is not available on this site');
  const content = cleanText(input.content, { multiline: true });
  const words = countWords(content);
  if (words < FEEDBACK_MIN_WORDS)
    throw ApiError.validation('content', `write at least ${FEEDBACK_MIN_WORDS} words`);
  if (words > FEEDBACK_MAX_WORDS)
    throw ApiError.validation('content', `write at most ${FEEDBACK_MAX_WORDS} words`);
  const contact = input.contact === undefined ? undefined : cleanText(input.contact, { multiline: false });
  if (contact && !CONTACT.test(contact))
    throw ApiError.validation('contact', 'enter an e-mail address or a phone number');
  if (!ctx.member && !contact)
    throw ApiError.validation('contact', 'leave an e-mail address or a phone number so we can answer');
  const imageIds = input.imageIds ?? [];
  if (imageIds.length > 0 && !ctx.member) throw ApiError.validation('imageIds', 'log in to attach pictures');
  const key = ctx.member
    ? `feedback:member:${ctx.merchant.id}:${ctx.member.memberId}`
    : `feedback:ip:${ctx.merchant.id}:${ctx.ip}`;
  await enforceRateLimit(
    ctx.deps.limiter,
    key,
    ctx.member ? PER_MEMBER : PER_IP,
    'You have sent a lot of feedback lately; please wait a while or contact customer service',
  );
  const row = await ctx.deps.db.tx(async (q) => {
    const [inserted] = await q.query<{ id: number; created_at: Date }>(
      `INSERT INTO feedback (merchant_id, member_id, question_type, content, contact, ip)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
      [ctx.merchant.id, ctx.member?.memberId ?? null, input.questionType, content, contact || null, ctx.ip],
    );
    if (!inserted) throw new Error('feedback insert returned nothing');
    if (imageIds.length > 0) {
      // Only the member's own pictures, not yet attached to other feedback.
      const attached = await q.query(
        `UPDATE feedback_images SET feedback_id = $1
          WHERE merchant_id = $2 AND member_id = $3 AND feedback_id IS NULL AND id = ANY($4::bigint[])
          RETURNING id`,
        [inserted.id, ctx.merchant.id, ctx.member?.memberId, imageIds],
      );
      if (attached.length !== imageIds.length)
        throw ApiError.validation('imageIds', 'upload the pictures again: some are not yours to attach');
    }
    return inserted;
  });
  return { ticket: ticketOf(row.id, row.created_at) };
}

/** A reference a player can read out: FB-<yymmdd>-<id>. */
export function ticketOf(id: number, at: Date): string {
  const d = at.toISOString().slice(2, 10).replace(/-/g, '');
  return `FB-${d}-${id}`;
}
