import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { Static } from '@sinclair/typebox';
import type { RequestOf } from '@schemas/api/endpoint';
import type { ProofUploadAnswer } from '@schemas/api/withdraw';
import {
  bindPayoutAccount,
  confirmReceipt,
  createDeposit,
  createWithdrawal,
  getDepositChannels,
  getPaymentPassword,
  getWithdrawSettings,
  listDeposits,
  listPayoutAccounts,
  listWithdrawals,
  setPaymentPassword,
} from '../api/endpoints';
import { PROOF_UPLOAD_PATH } from '@schemas/api/wallet-rules';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';
import { moneyVersionAtom, refreshMoneyAtom } from './wallet';

/** The merchant's deposit channels with their limits. */
export const depositChannelsAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getDepositChannels, {}, { signal, module: 'deposit' });
});

/** The member's latest deposit requests (first page). */
export const recentDepositsAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(listDeposits, { page: 1, pageSize: 5 }, { signal, module: 'deposit' });
});

export const createDepositAtom = atom(null, async (get, set, input: RequestOf<typeof createDeposit>) => {
  try {
    return await get(apiClientAtom).call(createDeposit, input, { module: 'deposit' });
  } finally {
    set(refreshMoneyAtom);
  }
});

/** Whether a payment password is set, and any lock after wrong tries. */
export const paymentPasswordStateAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getPaymentPassword, {}, { signal, module: 'security' });
});

export const setPaymentPasswordAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof setPaymentPassword>) => {
    try {
      return await get(apiClientAtom).call(setPaymentPassword, input, { module: 'security' });
    } finally {
      set(paymentPasswordStateAtom);
    }
  },
);

/** Limits, what can be withdrawn, and the open withdrawal. */
export const withdrawSettingsAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getWithdrawSettings, {}, { signal, module: 'withdraw' });
});

export const payoutAccountsAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(listPayoutAccounts, {}, { signal, module: 'withdraw' });
});

export const bindPayoutAccountAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof bindPayoutAccount>) => {
    try {
      return await get(apiClientAtom).call(bindPayoutAccount, input, { module: 'withdraw' });
    } finally {
      set(payoutAccountsAtom);
      set(paymentPasswordStateAtom);
    }
  },
);

export const createWithdrawalAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof createWithdrawal>) => {
    try {
      return await get(apiClientAtom).call(createWithdrawal, input, { module: 'withdraw' });
    } finally {
      set(refreshMoneyAtom);
      set(paymentPasswordStateAtom);
    }
  },
);

/** The member's latest withdrawals with their payments. */
export const recentWithdrawalsAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(listWithdrawals, { page: 1, pageSize: 5 }, { signal, module: 'withdraw' });
});

/**
 * Read the open withdrawal and the recent list afresh: the cashier pays and decides on
 * the platform, so the member's page cannot know by itself that something changed.
 */
export const reloadWithdrawalsAtom = atom(null, (_get, set) => {
  set(withdrawSettingsAtom);
  set(recentWithdrawalsAtom);
});

/** Received / not received / all received for a payment (spec §4). */
export const confirmReceiptAtom = atom(null, async (get, set, input: RequestOf<typeof confirmReceipt>) => {
  try {
    return await get(apiClientAtom).call(confirmReceipt, input, { module: 'withdraw' });
  } finally {
    set(refreshMoneyAtom);
  }
});

/** Upload proof images for a payment; answers how many the payment has now. */
export const uploadReceiptProofsAtom = atom(
  null,
  async (get, _set, input: { payoutId: number; files: readonly File[] }) =>
    get(apiClientAtom).upload<Static<typeof ProofUploadAnswer>>(
      PROOF_UPLOAD_PATH,
      { payoutId: String(input.payoutId) },
      input.files,
      { module: 'withdraw' },
    ),
);
