import { createHash } from 'node:crypto';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES } from '../../../schemas/api/wallet-rules';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { decodeImage } from '../images/decode-image';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

function cleanName(name: string): string {
  return (name.replace(/[^\w.\- ]+/g, '_').slice(-80) || 'proof').trim();
}

/**
 * Store proof images of a payment the member says did not arrive: png or jpg as
 * decoding proves, at most 5 MB each, at most 3 per payment in all. Either every file of the
 * upload is stored or none is.
 */
export async function storeProofs(
  db: Database,
  merchant: Merchant,
  memberId: number,
  payoutId: number,
  files: readonly UploadedFile[],
): Promise<number> {
  if (files.length === 0) throw ApiError.validation('file', 'choose at least one image');
  const typed = files.map((f, i) => {
    if (f.bytes.length > PROOF_MAX_BYTES)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `${cleanName(f.fileName)} is larger than 5 MB`, [
        { field: `file.${i}`, message: 'is larger than 5 MB' },
      ]);
    // Decoded whole, not sniffed: a PNG signature glued to a script is not a picture.
    const mime = decodeImage(f.bytes)?.mime;
    if (!mime)
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `${cleanName(f.fileName)} is not a PNG or JPEG image`,
        [{ field: `file.${i}`, message: 'must be a PNG or JPEG image' }],
      );
    return { ...f, mime };
  });
  return db.tx(async (q) => {
    const [p] = await q.query<{ id: number; status: string; withdrawal_id: number }>(
      `SELECT p.id, p.status, p.withdrawal_id FROM withdrawal_payouts p
        WHERE p.merchant_id = $1 AND p.member_id = $2 AND p.id = $3`,
      [merchant.id, memberId, payoutId],
    );
    if (!p) throw ApiError.validation('payoutId', 'is not one of your payments');
    // Same lock order as every writer: the withdrawal first.
    await q.query('SELECT id FROM withdrawals WHERE id = $1 FOR UPDATE', [p.withdrawal_id]);
    const [{ status } = { status: '' }] = await q.query<{ status: string }>(
      'SELECT status FROM withdrawal_payouts WHERE id = $1',
      [p.id],
    );
    if (status !== 'sent')
      throw ApiError.conflict(`This payment is already ${status.replace('_', ' ')}`, 'payoutId');
    const [{ n } = { n: 0 }] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawal_proofs WHERE payout_id = $1',
      [p.id],
    );
    if (n + typed.length > PROOF_MAX_FILES)
      throw new ApiError(400, 'LIMIT', `At most ${PROOF_MAX_FILES} images per payment`, [
        { field: 'file', message: `at most ${PROOF_MAX_FILES} images (${n} already added)` },
      ]);
    for (const f of typed) {
      await q.query(
        `INSERT INTO withdrawal_proofs (merchant_id, payout_id, member_id, mime, size, sha256, file_name, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          merchant.id,
          p.id,
          memberId,
          f.mime,
          f.bytes.length,
          createHash('sha256').update(f.bytes).digest('hex'),
          cleanName(f.fileName),
          f.bytes,
        ],
      );
    }
    return n + typed.length;
  });
}
