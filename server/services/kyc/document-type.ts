import type { KycDocumentType } from '../../../schemas/api/kyc-rules';
import { decodeImage } from '../images/decode-image';
import { isPlainPdf } from './pdf-structure';

/**
 * What a KYC document really is, from its bytes alone: a picture that decodes whole (the
 * same check as every image upload, docs/decisions/image-uploads.md) or a PDF whose structure
 * holds to its end. Its name and the type the browser declared are never consulted.
 */
export function documentType(bytes: Buffer): KycDocumentType | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return isPlainPdf(bytes) ? 'application/pdf' : undefined;
  return decodeImage(bytes)?.mime;
}
