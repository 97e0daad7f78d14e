import { createHash } from 'node:crypto';
import {
  KYC_DOCUMENT_KINDS,
  KYC_MAX_BYTES,
  KYC_MAX_FILES_PER_UPLOAD,
  KYC_MAX_WAITING,
  type KycDocumentKind,
} from '../../../schemas/api/kyc-rules';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { appendAudit } from '../protection/protection-audit';
import { documentType } from './document-type';
import { kycSettings } from './kyc-settings';

export interface UploadedDocument {
  fileName: string;
  bytes: Buffer;
}

export function cleanFileName(name: string): string {
  return (name.replace(/[^\w.\- ]+/g, '_').slice(-80) || 'document').trim();
}

export function parseDocumentKind(value: unknown): KycDocumentKind {
  if (typeof value !== 'string' || !(KYC_DOCUMENT_KINDS as readonly string[]).includes(value))
    throw ApiError.validation('kind', `must be one of ${KYC_DOCUMENT_KINDS.join(', ')}`);
  return value as KycDocumentKind;
}

/**
 * Store documents a member sends for KYC: png, jpg or pdf as their bytes prove, at most 5 MB
 * each, at most 3 at once and 9 waiting for review. Either every file of the upload is stored
 * or none is; the member's status becomes pending and the upload is audited.
 */
export async function storeKycDocuments(
  db: Database,
  who: { merchant: Merchant; memberId: number; ip: string | null },
  kind: KycDocumentKind,
  files: readonly UploadedDocument[],
): Promise<void> {
  const { merchant, memberId } = who;
  if (!kycSettings(merchant).enabled)
    throw ApiError.forbidden(
      'This site does not take documents online; please contact customer service',
      'DISABLED',
    );
  if (files.length === 0) throw ApiError.validation('file', 'choose at least one file');
  if (files.length > KYC_MAX_FILES_PER_UPLOAD)
    throw tooMany(`at most ${KYC_MAX_FILES_PER_UPLOAD} files at once`);
  const typed = files.map((f, i) => {
    const name = cleanFileName(f.fileName);
    if (f.bytes.length > KYC_MAX_BYTES)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `${name} is larger than 5 MB`, [
        { field: `file.${i}`, message: 'is larger than 5 MB' },
      ]);
    const mime = documentType(f.bytes);
    if (!mime)
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `${name} is not a PNG, JPEG or PDF file`, [
        { field: `file.${i}`, message: 'must be a PNG, JPEG or PDF file' },
      ]);
    return { name, mime, bytes: f.bytes };
  });
  await db.tx(async (q) => {
    // The member's row is the lock every upload and review takes first: uploads sent together
    // queue here, so the waiting count below is never read by two of them at once.
    const [row] = await q.query<{ status: string }>(
      `INSERT INTO member_kyc (merchant_id, member_id, status) VALUES ($1, $2, 'pending')
       ON CONFLICT (merchant_id, member_id) DO UPDATE SET updated_at = member_kyc.updated_at
       RETURNING status`,
      [merchant.id, memberId],
    );
    if (row?.status === 'approved')
      throw ApiError.conflict(
        'Your documents are already approved; contact customer service to send more',
        'file',
      );
    const [{ n } = { n: 0 }] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM kyc_documents WHERE merchant_id = $1 AND member_id = $2 AND status = 'pending'`,
      [merchant.id, memberId],
    );
    if (n + typed.length > KYC_MAX_WAITING)
      throw tooMany(`at most ${KYC_MAX_WAITING} documents waiting for review (${n} already sent)`);
    const ids: number[] = [];
    for (const f of typed) {
      const [doc] = await q.query<{ id: string }>(
        `INSERT INTO kyc_documents (merchant_id, member_id, kind, mime, size, sha256, file_name, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          merchant.id,
          memberId,
          kind,
          f.mime,
          f.bytes.length,
          createHash('sha256').update(f.bytes).digest('hex'),
          f.name,
          f.bytes,
        ],
      );
      ids.push(Number(doc?.id));
    }
    await q.query(
      `UPDATE member_kyc SET status = 'pending', reason = NULL, updated_at = now()
        WHERE merchant_id = $1 AND member_id = $2`,
      [merchant.id, memberId],
    );
    await appendAudit(q, {
      merchantId: merchant.id,
      memberId,
      actor: 'member',
      action: 'kyc.upload',
      detail: { kind, documents: ids, types: typed.map((f) => f.mime) },
      ip: who.ip,
    });
  });
}

function tooMany(message: string): ApiError {
  return new ApiError(400, 'LIMIT', `KYC documents: ${message}`, [{ field: 'file', message }]);
}
