import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { getBalance, getMemberInfo } from '../api/endpoints';
import { apiClientAtom } from './api';
import { unreadCountAtom } from './messages';
import { claimableRewardsCountAtom } from './reward-counts';
import { sessionAtom } from './session';

/** The logged-in member (spec §3), loaded when a token is present; null for visitors. */
export const memberInfoAtom = atomWithRefresh(async (get, { signal }) => {
  const token = get(sessionAtom)?.token;
  if (!token) return null;
  return get(apiClientAtom).call(getMemberInfo, {}, { signal, module: 'member' });
});

/** The member's total balance in minor units (spec §3 sumBalance); null for visitors. */
export const balanceAtom = atomWithRefresh(async (get, { signal }) => {
  const token = get(sessionAtom)?.token;
  if (!token) return null;
  return get(apiClientAtom).call(getBalance, {}, { signal, module: 'wallet' });
});

/**
 * Counts that make up the logged-in panel's unclaimed badge (spec §2: available
 * promotions plus unread messages). Available promos are the rewards the member can
 * claim now; unread messages come from CSP_unreadCount (atoms/messages.ts).
 */
export const availablePromosCountAtom = claimableRewardsCountAtom;
export const unreadMessagesCountAtom = unreadCountAtom;
export const unclaimedCountAtom = atom((get) => get(availablePromosCountAtom) + get(unreadMessagesCountAtom));

const BALANCE_HIDDEN_KEY = 'tsr.balanceHidden';
const balanceHiddenBaseAtom = atom<boolean | null>(null);

/** The player chose to hide the balance (remembered on this device). */
export const balanceHiddenAtom = atom(
  (get) => {
    const v = get(balanceHiddenBaseAtom);
    if (v !== null) return v;
    try {
      return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
    } catch {
      return false;
    }
  },
  (_get, set, hidden: boolean) => {
    set(balanceHiddenBaseAtom, hidden);
    try {
      localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
    } catch {
      // The choice lasts for this page only.
    }
  },
);
