import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import {
  cancelPlayerLimit,
  confirmPlayerLimit,
  getPlayerLimits,
  setPlayerLimit,
  takeBreak,
} from '../api/endpoints';
import { clearSessionAtom } from './auth';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';
import { moneyVersionAtom } from './wallet';

/** The member's limits with what counted against them (refreshed after money moves); null for visitors. */
export const playerLimitsAtom = atomWithRefresh(async (get, { signal }) => {
  get(moneyVersionAtom);
  if (!get(sessionAtom)?.token) return null;
  return get(apiClientAtom).call(getPlayerLimits, {}, { signal, module: 'protection' });
});

/** Set, lower, raise (pending) or remove (pending) one limit. */
export const setPlayerLimitAtom = atom(null, async (get, set, input: RequestOf<typeof setPlayerLimit>) => {
  const limits = await get(apiClientAtom).call(setPlayerLimit, input, { module: 'protection' });
  set(playerLimitsAtom);
  return limits;
});

/** Confirm a raise or removal whose cooling-off has passed. */
export const confirmPlayerLimitAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof confirmPlayerLimit>) => {
    const limits = await get(apiClientAtom).call(confirmPlayerLimit, input, { module: 'protection' });
    set(playerLimitsAtom);
    return limits;
  },
);

/** Drop a pending raise or removal. */
export const cancelPlayerLimitAtom = atom(
  null,
  async (get, set, input: RequestOf<typeof cancelPlayerLimit>) => {
    const limits = await get(apiClientAtom).call(cancelPlayerLimit, input, { module: 'protection' });
    set(playerLimitsAtom);
    return limits;
  },
);

/**
 * Start a time-out or self-exclusion. The platform has ended every session of the member by the
 * time it answers, so this one is forgotten here too.
 */
export const takeBreakAtom = atom(null, async (get, set, input: RequestOf<typeof takeBreak>) => {
  const answer = await get(apiClientAtom).call(takeBreak, input, { module: 'protection' });
  set(clearSessionAtom);
  return answer;
});
