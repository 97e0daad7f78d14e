import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_TYPES,
  KYC_STATUSES,
  type KycDocumentKind,
  type KycDocumentType,
  type KycStatus,
} from './kyc-rules';

export const KycStatusSchema = Type.Unsafe<KycStatus>({
  type: 'string',
  enum: [...KYC_STATUSES],
  description: 'none: nothing sent; pending: waiting for review; approved; rejected (with a reason).',
});

export const KycDocument = Type.Object({
  id: Type.Integer(),
  kind: Type.Unsafe<KycDocumentKind>({
    type: 'string',
    enum: [...KYC_DOCUMENT_KINDS],
    description: 'identity, address or source-of-funds.',
  }),
  /** The name the member's file had, cleaned; the file itself is never served back. */
  fileName: Type.String(),
  /** What the bytes proved the file to be. */
  type: Type.Unsafe<KycDocumentType>({ type: 'string', enum: [...KYC_DOCUMENT_TYPES] }),
  size: Type.Integer(),
  /** pending until an operator reviews the member's documents. */
  status: Type.Unsafe<Exclude<KycStatus, 'none'>>({
    type: 'string',
    enum: ['pending', 'approved', 'rejected'],
  }),
  uploadedAt: Type.String({ format: 'date-time' }),
});

export const KycState = Type.Object({
  status: KycStatusSchema,
  /** The operator's reason when rejected; null otherwise. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** When it was last reviewed; null before any review. */
  reviewedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** This merchant asks for approved KYC before a member's first withdrawal (platform.json kyc). */
  requiredForWithdrawal: Type.Boolean(),
  /** The member's documents, newest first. */
  documents: Type.Array(KycDocument),
});

export const getKyc = defineEndpoint({
  id: 'kyc.state',
  method: 'GET',
  path: '/wps/v2/kyc',
  token: true,
  encrypted: false,
  summary:
    'The member’s KYC status (none, pending, approved, rejected with a reason) and the documents sent. Documents are uploaded to KYC_UPLOAD_PATH (schemas/api/kyc-rules.ts; multipart, so not in this list) and are never served back.',
  request: NoInput,
  response: KycState,
});

export const kycEndpoints = [getKyc] as const;
