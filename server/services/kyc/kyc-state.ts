import type { Static } from '@sinclair/typebox';
import type { KycState } from '../../../schemas/api/kyc';
import type { KycDocumentKind, KycDocumentType, KycStatus } from '../../../schemas/api/kyc-rules';
import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { kycSettings } from './kyc-settings';

interface StatusRow {
  status: Exclude<KycStatus, 'none'>;
  reason: string | null;
  reviewed_at: Date | null;
}

/** The member's KYC status; `none` until a first document arrives. */
export async function kycStatusOf(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<{ status: KycStatus; reason: string | null; reviewedAt: Date | null }> {
  const [row] = await q.query<StatusRow>(
    'SELECT status, reason, reviewed_at FROM member_kyc WHERE merchant_id = $1 AND member_id = $2',
    [merchantId, memberId],
  );
  return row
    ? { status: row.status, reason: row.reason, reviewedAt: row.reviewed_at }
    : { status: 'none', reason: null, reviewedAt: null };
}

interface DocumentRow {
  id: string | number;
  kind: KycDocumentKind;
  file_name: string;
  mime: KycDocumentType;
  size: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
}

/** What the member sees: status, reason and the list of documents (never their bytes). */
export async function readKyc(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<Static<typeof KycState>> {
  const state = await kycStatusOf(q, merchant.id, memberId);
  const docs = await q.query<DocumentRow>(
    `SELECT id, kind, file_name, mime, size, status, created_at FROM kyc_documents
      WHERE merchant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT 50`,
    [merchant.id, memberId],
  );
  return {
    status: state.status,
    reason: state.reason,
    reviewedAt: state.reviewedAt ? new Date(state.reviewedAt).toISOString() : null,
    requiredForWithdrawal: kycSettings(merchant).requiredBeforeFirstWithdrawal,
    documents: docs.map((d) => ({
      id: Number(d.id),
      kind: d.kind,
      fileName: d.file_name,
      type: d.mime,
      size: d.size,
      status: d.status,
      uploadedAt: new Date(d.created_at).toISOString(),
    })),
  };
}
