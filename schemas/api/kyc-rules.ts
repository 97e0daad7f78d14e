/**
 * KYC's shared vocabulary (docs/player-protection.md "KYC"): which documents a member sends,
 * what they may be, and the statuses of a review. No schema library here, so the portal may
 * import it.
 */

/** Proof of identity, proof of address, proof of the source of funds. */
export const KYC_DOCUMENT_KINDS = ['identity', 'address', 'source-of-funds'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/**
 * none: nothing sent yet; pending: documents wait for an operator; approved; rejected: an
 * operator said why, and the member may send new documents.
 */
export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** What a document may be, proven from its bytes (never from its name or declared type). */
export const KYC_DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** At most 5 MB per file. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
/** At most 3 files in one upload. */
export const KYC_MAX_FILES_PER_UPLOAD = 3;
/** At most 9 documents waiting for review at once (3 of each kind, or any mix). */
export const KYC_MAX_WAITING = 9;

/**
 * Where documents are uploaded: multipart/form-data, files in field `file`, `?kind=` one of
 * KYC_DOCUMENT_KINDS. Answers the member's KYC state (`getKyc`'s response).
 */
export const KYC_UPLOAD_PATH = '/wps/v2/kyc/documents';

/** What a withdrawal refused for want of approved KYC carries in `value` (error code KYC_REQUIRED). */
export interface KycRefusal {
  status: KycStatus;
}
