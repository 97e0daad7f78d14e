import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { appendAudit } from '../protection/protection-audit';

export interface KycReview {
  merchant: Merchant;
  memberId: number;
  /** `ops:<name>`, or the back office's operator. */
  by: string;
  decision: 'approve' | 'reject';
  /** Required to reject: the member reads it. */
  reason?: string;
}

/**
 * An operator's decision on the documents a member sent: only a pending submission is
 * decided, its waiting documents take the decision, and the decision is audited in the same
 * transaction. Approval is final (an approved member cannot send more online, and no review
 * undoes it); a rejection lets the member send new documents.
 */
export async function reviewKyc(db: Database, review: KycReview): Promise<void> {
  const reason = review.reason?.trim();
  if (review.decision === 'reject' && !reason) throw ApiError.validation('reason', 'is required to reject');
  if (reason && reason.length > 500) throw ApiError.validation('reason', 'is at most 500 characters');
  const { merchant, memberId } = review;
  await db.tx(async (q) => {
    const [row] = await q.query<{ status: string }>(
      'SELECT status FROM member_kyc WHERE merchant_id = $1 AND member_id = $2 FOR UPDATE',
      [merchant.id, memberId],
    );
    if (!row) throw ApiError.conflict('This member has sent no documents');
    if (row.status !== 'pending') throw ApiError.conflict(`This member's KYC is already ${row.status}`);
    const status = review.decision === 'approve' ? 'approved' : 'rejected';
    const docs = await q.query<{ id: string }>(
      `UPDATE kyc_documents SET status = $3
        WHERE merchant_id = $1 AND member_id = $2 AND status = 'pending' RETURNING id`,
      [merchant.id, memberId, status],
    );
    await q.query(
      `UPDATE member_kyc SET status = $3, reason = $4, reviewed_by = $5, reviewed_at = now(), updated_at = now()
        WHERE merchant_id = $1 AND member_id = $2`,
      [merchant.id, memberId, status, review.decision === 'reject' ? reason : null, review.by],
    );
    await appendAudit(q, {
      merchantId: merchant.id,
      memberId,
      actor: review.by,
      action: `kyc.${review.decision}`,
      detail: { documents: docs.map((d) => Number(d.id)), ...(reason ? { reason } : {}) },
      ip: null,
    });
  });
}

export interface ExportedDocument {
  memberId: number;
  kind: string;
  mime: string;
  fileName: string;
  bytes: Buffer;
}

/** An operator reads one document to review it; the reading is audited like a decision. */
export async function readKycDocument(
  db: Database,
  merchant: Merchant,
  documentId: number,
  by: string,
): Promise<ExportedDocument> {
  return db.tx(async (q) => {
    const [doc] = await q.query<{
      member_id: string | number;
      kind: string;
      mime: string;
      file_name: string;
      bytes: Uint8Array;
    }>(
      'SELECT member_id, kind, mime, file_name, bytes FROM kyc_documents WHERE merchant_id = $1 AND id = $2',
      [merchant.id, documentId],
    );
    if (!doc) throw ApiError.notFound('Document');
    const memberId = Number(doc.member_id);
    await appendAudit(q, {
      merchantId: merchant.id,
      memberId,
      actor: by,
      action: 'kyc.document.read',
      detail: { document: documentId },
      ip: null,
    });
    return {
      memberId,
      kind: doc.kind,
      mime: doc.mime,
      fileName: doc.file_name,
      bytes: Buffer.from(doc.bytes),
    };
  });
}
