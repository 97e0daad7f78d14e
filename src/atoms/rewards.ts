import { atom, type WritableAtom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { ResponseOf } from '@schemas/api/endpoint';
import {
  claimMissionReward,
  claimRewardActivity,
  getMissionLeaderboard,
  joinRewardActivity,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';
import { missionSummaryAtom, rewardActivitiesAtom } from './reward-counts';
import { sessionAtom } from './session';
import { refreshMoneyAtom } from './wallet';

/** Join, apply for or sign up to an activity; the list reloads after, whatever happened. */
export const joinActivityAtom = atom(null, async (get, set, activityId: number) => {
  try {
    return await get(apiClientAtom).call(
      joinRewardActivity,
      { activityId, language: get(languageAtom) },
      { module: 'rewards' },
    );
  } finally {
    set(rewardActivitiesAtom);
  }
});

/**
 * Claim a prize into the main wallet with the submission's key (a double-click or a
 * retry sends the same key, and the platform credits once). The list, the badges and
 * the balance refresh after, even after a failure (a time-out may have credited it).
 */
export const claimActivityAtom = atom(
  null,
  async (get, set, input: { activityId: number; idempotencyKey: string }) => {
    try {
      return await get(apiClientAtom).call(
        claimRewardActivity,
        { ...input, language: get(languageAtom) },
        { module: 'rewards' },
      );
    } finally {
      set(rewardActivitiesAtom);
      set(refreshMoneyAtom);
    }
  },
);

/** Claim a completed mission's prize, once; missions, badge and balance refresh after. */
export const claimMissionAtom = atom(
  null,
  async (get, set, input: { missionId: number; idempotencyKey: string }) => {
    try {
      return await get(apiClientAtom).call(
        claimMissionReward,
        { ...input, language: get(languageAtom) },
        { module: 'missions' },
      );
    } finally {
      set(missionSummaryAtom);
      set(refreshMoneyAtom);
    }
  },
);

type Board = ResponseOf<typeof getMissionLeaderboard>;
type BoardAtom = WritableAtom<Promise<Board | null>, [], void>;
const boards = new Map<number, BoardAtom>();

/** The leaderboard of one mission (top 10 and the member's own rank). */
export function missionLeaderboardAtom(missionId: number): BoardAtom {
  let a = boards.get(missionId);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) => {
      get(missionSummaryAtom);
      if (!get(sessionAtom)?.token) return null;
      return get(apiClientAtom).call(
        getMissionLeaderboard,
        { missionId, limit: 10 },
        { signal, module: 'missions' },
      );
    });
    boards.set(missionId, a);
  }
  return a;
}
