import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { ResponseOf } from '@schemas/api/endpoint';
import { KYC_UPLOAD_PATH, type KycDocumentKind } from '@schemas/api/kyc-rules';
import { getKyc } from '../api/endpoints';
import { apiClientAtom } from './api';
import { withdrawSettingsAtom } from './cashier';
import { sessionAtom } from './session';

export type KycState = ResponseOf<typeof getKyc>;

/** The member's KYC status and documents; null for visitors. */
export const kycAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getKyc, {}, { signal, module: 'kyc' });
});

/**
 * Send documents of one kind; the platform answers the new state. The withdraw page reads
 * the KYC rule too, so it is read again.
 */
export const uploadKycDocumentsAtom = atom(
  null,
  async (get, set, input: { kind: KycDocumentKind; files: readonly File[] }) => {
    const state = await get(apiClientAtom).upload<KycState>(
      KYC_UPLOAD_PATH,
      { kind: input.kind },
      input.files,
      {
        module: 'kyc',
      },
    );
    set(kycAtom);
    set(withdrawSettingsAtom);
    return state;
  },
);
