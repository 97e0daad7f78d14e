import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES } from '../../../schemas/api/feedback-rules';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { decodeImage } from '../images/decode-image';
import { enforceRateLimit } from '../rate-limit/enforce-rate-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';

export interface UploadedImage {
  fileName: string;
  bytes: Buffer;
}

/** A member may upload pictures for a few feedback forms an hour. */
const UPLOADS = { limit: 12, windowMs: 3_600_000 };

/**
 * Keep a member's pictures for the feedback they are writing: png or jpg as decoding
 * proves, at most 5 MB each, at most 3 per upload. All or none are stored; the
 * feedback they are sent with attaches them.
 */
export async function storeFeedbackImages(
  db: Database,
  limiter: RateLimiter,
  merchant: Merchant,
  memberId: number,
  files: readonly UploadedImage[],
): Promise<{ id: number }[]> {
  if (files.length === 0) throw ApiError.validation('file', 'choose at least one picture');
  if (files.length > FEEDBACK_MAX_IMAGES)
    throw new ApiError(400, 'LIMIT', `At most ${FEEDBACK_MAX_IMAGES} pictures`, [
      { field: 'file', message: `at most ${FEEDBACK_MAX_IMAGES} pictures` },
    ]);
  const decoded = files.map((f, i) => {
    if (f.bytes.length > FEEDBACK_IMAGE_MAX_BYTES)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'A picture is larger than 5 MB', [
        { field: `file.${i}`, message: 'is larger than 5 MB' },
      ]);
    const image = decodeImage(f.bytes);
    if (!image)
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A file is not a PNG or JPEG picture', [
        { field: `file.${i}`, message: 'must be a PNG or JPEG picture' },
      ]);
    return { ...image, bytes: f.bytes };
  });
  await enforceRateLimit(
    limiter,
    `feedback:images:${merchant.id}:${memberId}`,
    UPLOADS,
    'You have uploaded many pictures lately; please wait a while',
  );
  return db.tx(async (q) => {
    const ids: { id: number }[] = [];
    for (const img of decoded) {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO feedback_images (merchant_id, member_id, mime, width, height, size, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [merchant.id, memberId, img.mime, img.width, img.height, img.bytes.length, img.bytes],
      );
      if (row) ids.push({ id: row.id });
    }
    return ids;
  });
}
