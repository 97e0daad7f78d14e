import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { TRIAL_TYPE, type GameType } from '@schemas/site/constants';
import { addFavouriteCategory, getFavouriteCategories, removeFavouriteCategory } from '../api/endpoints';
import { apiClientAtom } from './api';
import { requireRealAccountAtom } from './auth';
import { sessionAtom } from './session';

/** A category (R2.60: a vendor of a game type, docs/decisions/category-favourites.md) as one key. */
export function categoryKey(gameType: GameType, vassalage: string): string {
  return `${gameType}:${vassalage}`;
}

const canKeepAtom = atom((get) => {
  const s = get(sessionAtom);
  return s?.token && s.isAgent !== TRIAL_TYPE ? s.token : null;
});

/** The platform's list for this session; none for visitors and trial accounts. */
const serverListAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(canKeepAtom)) return [] as string[];
  const { list } = await get(apiClientAtom).call(getFavouriteCategories, {}, { signal, module: 'games' });
  return list.map((c) => categoryKey(c.gameType, c.vassalage));
});

/** The list the platform answered the last toggle with, for the session that made it. */
const answeredAtom = atom<{ token: string; keys: string[] } | null>(null);

/** The member's favourite categories as keys, newest first. */
export const favouriteCategoriesAtom = atom(async (get): Promise<readonly string[]> => {
  const answered = get(answeredAtom);
  const token = get(canKeepAtom);
  if (answered && token && answered.token === token) return answered.keys;
  return get(serverListAtom);
});

/**
 * Toggle a favourite category (spec §4: a favourite is removed, else added), kept on the
 * platform. Visitors get the login popup and trial accounts the real-account warning.
 */
export const toggleFavouriteCategoryAtom = atom(
  null,
  async (get, set, ref: { gameType: GameType; vassalage: string }): Promise<boolean | null> => {
    if (!(await set(requireRealAccountAtom, 'real'))) return null;
    const token = get(canKeepAtom);
    if (!token) return null;
    const on = !(await get(favouriteCategoriesAtom)).includes(categoryKey(ref.gameType, ref.vassalage));
    const { list } = await get(apiClientAtom).call(on ? addFavouriteCategory : removeFavouriteCategory, ref, {
      module: 'games',
    });
    set(answeredAtom, { token, keys: list.map((c) => categoryKey(c.gameType, c.vassalage)) });
    return on;
  },
);
