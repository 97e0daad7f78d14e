import { atom, type Getter } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { RequestOf } from '@schemas/api/endpoint';
import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  listPointEntries,
  listPointRedemptions,
  listPointRewards,
  redeemPointReward,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';
import { refreshMoneyAtom } from './wallet';

const loggedIn = (get: Getter) => Boolean(get(sessionAtom)?.token);

/** The point-mall catalogue: visitors see it too. */
export const pointRewardsAtom = atomWithRefresh(async (get, { signal }) =>
  get(apiClientAtom).call(
    listPointRewards,
    { language: get(languageAtom) },
    { signal, module: 'point-mall' },
  ),
);

/** The member's points and how points are earned; null for visitors. */
export const pointSummaryAtom = atomWithRefresh(async (get, { signal }) => {
  if (!loggedIn(get)) return null;
  const api = get(apiClientAtom);
  const [balance, config] = await Promise.all([
    api.call(getPointBalance, {}, { signal, module: 'point-mall' }),
    api.call(getPointConfig, {}, { signal, module: 'point-mall' }),
  ]);
  return { points: balance.points, config };
});

export const pointHistoryPageAtom = atom(1);
export const pointDetailsPageAtom = atom(1);
export const POINT_PAGE_SIZE = 10;

/** The member's redemptions, a page at a time (newest first); null for visitors. */
export const pointRedemptionsAtom = atomWithRefresh(async (get, { signal }) => {
  if (!loggedIn(get)) return null;
  return get(apiClientAtom).call(
    listPointRedemptions,
    { page: get(pointHistoryPageAtom), pageSize: POINT_PAGE_SIZE, language: get(languageAtom) },
    { signal, module: 'point-mall' },
  );
});

/** Points details: every points movement, a page at a time; null for visitors. */
export const pointEntriesAtom = atomWithRefresh(async (get, { signal }) => {
  if (!loggedIn(get)) return null;
  return get(apiClientAtom).call(
    listPointEntries,
    { page: get(pointDetailsPageAtom), pageSize: POINT_PAGE_SIZE },
    { signal, module: 'point-mall' },
  );
});

/**
 * Redeem an item with the submission's key (a double click or a retry sends the same key
 * and the platform redeems once). Points, catalogue (stock), history and the balance
 * refresh after, even after a failure (a time-out may have gone through).
 */
export const redeemPointRewardAtom = atom(
  null,
  async (get, set, input: Omit<RequestOf<typeof redeemPointReward>, 'language'>) => {
    try {
      return await get(apiClientAtom).call(
        redeemPointReward,
        { ...input, language: get(languageAtom) },
        { module: 'point-mall' },
      );
    } finally {
      set(pointSummaryAtom);
      set(pointRewardsAtom);
      set(pointRedemptionsAtom);
      set(pointEntriesAtom);
      set(refreshMoneyAtom);
    }
  },
);

/** Convert points to cash in the main wallet, once per submission key; points and balance refresh after. */
export const convertPointsAtom = atom(null, async (get, set, input: RequestOf<typeof convertPoints>) => {
  try {
    return await get(apiClientAtom).call(convertPoints, input, { module: 'point-mall' });
  } finally {
    set(pointSummaryAtom);
    set(pointEntriesAtom);
    set(refreshMoneyAtom);
  }
});
