import type { KycDocumentKind, KycDocumentType } from '@schemas/api/kyc-rules';
import { KYC_UPLOAD_PATH } from '@schemas/api/kyc-rules';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import { getKyc } from '../../src/api/endpoints';
import type { KycState } from '../../src/atoms/kyc';

type Document = KycState['documents'][number];

export function fakeKycDocument(overrides: Partial<Document> = {}): Document {
  return {
    id: 1,
    kind: 'identity',
    fileName: 'passport.jpg',
    type: 'image/jpeg',
    size: 812_000,
    status: 'pending',
    uploadedAt: '2026-11-25T09:30:00Z',
    ...overrides,
  };
}

const TYPES: Record<string, KycDocumentType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'application/pdf': 'application/pdf',
};

/**
 * The KYC calls as the platform answers them: an upload stores its files as pending and makes
 * the status pending; a file whose declared type is not PNG, JPG or PDF is refused as the
 * platform refuses a file whose bytes are not.
 */
export function withKycApi(api: FakeApiClient, start: Partial<KycState> = {}): FakeApiClient {
  const state: KycState = {
    status: 'none',
    reason: null,
    reviewedAt: null,
    requiredForWithdrawal: false,
    documents: [],
    ...start,
  };
  let nextId = 100;
  return api
    .on(getKyc, () => structuredClone(state))
    .onUpload(KYC_UPLOAD_PATH, (files, query) => {
      if (state.status === 'approved') throw new CallError('CONFLICT', 'already approved', 409);
      files.forEach((f, i) => {
        if (!TYPES[f.type])
          throw new CallError('UNSUPPORTED_MEDIA_TYPE', 'not a document', 415, [
            { field: `file.${i}`, message: 'must be a PNG, JPEG or PDF file' },
          ]);
      });
      for (const f of files)
        state.documents.unshift(
          fakeKycDocument({
            id: nextId++,
            kind: query.kind as KycDocumentKind,
            fileName: f.name,
            type: TYPES[f.type] as KycDocumentType,
            size: f.size,
            uploadedAt: '2026-11-26T08:00:00Z',
          }),
        );
      state.status = 'pending';
      state.reason = null;
      return structuredClone(state);
    });
}
