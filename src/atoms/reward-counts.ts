import { atom, type Atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { latestValue } from './async';
import { getMissionSummary, listRewardActivities } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';

/** Only real members take part in rewards and missions (trial accounts: spec §5). */
const memberAtom = atom((get) => {
  const s = get(sessionAtom);
  return Boolean(s?.token) && s?.isAgent !== 4;
});

/** The reward centre's activities with the member's state in each (spec §4); null for visitors. */
export const rewardActivitiesAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(memberAtom)) return null;
  return get(apiClientAtom).call(
    listRewardActivities,
    { language: get(languageAtom) },
    { signal, module: 'rewards' },
  );
});

/** The merchant's missions with the member's progress; null for visitors. */
export const missionSummaryAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(memberAtom)) return null;
  return get(apiClientAtom).call(
    getMissionSummary,
    { language: get(languageAtom) },
    { signal, module: 'missions' },
  );
});

/** A count for a badge: 0 while loading, for visitors and when the call fails (a badge never errors). */
function countOf(source: Atom<Promise<{ claimableCount: number } | null>>): Atom<number> {
  const safe = atom(async (get) => {
    try {
      return (await get(source))?.claimableCount ?? 0;
    } catch {
      return 0;
    }
  });
  return latestValue(safe, 0);
}

/** Rewards the member can claim now: the available promos of the logged-in panel (spec §2). */
export const claimableRewardsCountAtom = countOf(rewardActivitiesAtom);
/** Completed missions whose prize waits to be claimed. */
export const claimableMissionsCountAtom = countOf(missionSummaryAtom);
