import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { LocalizedText } from '../content/localized-text';
import { sendMemberMessage, type MemberMessageCategory } from '../messages/send-message';
import { recordAudit } from './operator-audit';
import { auditOf, lockTargetMember, type MemberActor } from './member-target';

export interface OperatorMessage {
  category: MemberMessageCategory;
  title: LocalizedText;
  body: LocalizedText;
}

/**
 * Write an operator's plain-text message to one member's inbox, with its audit line (the title,
 * never the body: the inbox keeps that), in one transaction. The back office and
 * `npm run ops -- message send --to` both come here. A trial account has no inbox.
 */
export function sendOperatorMessage(
  db: Database,
  by: MemberActor,
  memberId: number,
  message: OperatorMessage,
): Promise<number> {
  if (Object.values(message.title).every((t) => !t.trim())) throw ApiError.validation('title', 'is required');
  if (Object.values(message.body).every((t) => !t.trim())) throw ApiError.validation('body', 'is required');
  return db.tx(async (q) => {
    const m = await lockTargetMember(q, by, memberId);
    if (m.isAgent === 4) throw ApiError.validation('id', 'a trial account has no inbox');
    const id = await sendMemberMessage(q, m.merchantId, m.id, { ...message, source: by.source });
    // Only a promotion to a member on a break is not written; say so rather than pretend.
    if (id === null)
      throw ApiError.conflict(
        'The member is on a break from marketing: the promotion was not sent',
        'category',
      );
    await recordAudit(q, {
      ...auditOf(by, m, 'member.message'),
      after: { messageId: id, category: message.category, title: message.title },
    });
    return id;
  });
}
