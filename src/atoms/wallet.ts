import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import { getUplineTransfer, listWallets, transferToUpline, walletTransfer } from '../api/endpoints';
import { apiClientAtom } from './api';
import { balanceAtom } from './member';
import { sessionAtom } from './session';

/**
 * Bumped after every money movement; money views (wallets, records, deposits,
 * withdrawals) read it, so they load afresh without a page reload.
 */
export const moneyVersionAtom = atom(0);

/**
 * Call after anything that moves the member's money (a transfer, deposit, withdrawal,
 * bet, claimed reward): the balance everywhere and every money view refresh.
 */
export const refreshMoneyAtom = atom(null, (get, set) => {
  set(moneyVersionAtom, get(moneyVersionAtom) + 1);
  set(balanceAtom);
});

/** Main, held and vendor wallets with balances (spec §3, transferFund); null for visitors. */
export const walletsAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(listWallets, {}, { signal, module: 'wallet' });
});

/** Move money between the member's own wallets; everything money-related refreshes after. */
export const transferFundsAtom = atom(null, async (get, set, input: RequestOf<typeof walletTransfer>) => {
  try {
    return await get(apiClientAtom).call(walletTransfer, input, { module: 'wallet' });
  } finally {
    // Refresh even after a failure: a time-out may have moved the money anyway.
    set(refreshMoneyAtom);
  }
});

/** The member's upline agent and what can be sent to it (transferUpline). */
export const uplineTransferAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getUplineTransfer, {}, { signal, module: 'wallet' });
});

/** Send money to the upline agent with the payment password. */
export const sendToUplineAtom = atom(null, async (get, set, input: RequestOf<typeof transferToUpline>) => {
  try {
    return await get(apiClientAtom).call(transferToUpline, input, { module: 'wallet' });
  } finally {
    set(refreshMoneyAtom);
  }
});
