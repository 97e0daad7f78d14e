import { atom, type Atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { CategoryGroup, VendorCard } from '@schemas/api/game-shapes';
import type { GameType } from '@schemas/site/constants';
import { getGameMenus } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';

/**
 * Vendors per game type, for the header's hover menus and the lobbies (no token:
 * visitors browse too). Esports already split out; hidden modules already left out.
 */
export const gameMenusAtom = atomWithRefresh(async (get, { signal }): Promise<CategoryGroup[]> => {
  const language = get(languageAtom);
  const { lanes } = await get(apiClientAtom).call(getGameMenus, { language }, { signal, module: 'games' });
  return lanes;
});

const byType = new Map<GameType, Atom<Promise<VendorCard[]>>>();

/** The vendors of one game type (category), in the merchant's order; one atom per type. */
export function vendorsOfTypeAtom(gameType: GameType): Atom<Promise<VendorCard[]>> {
  let a = byType.get(gameType);
  if (!a) {
    a = atom(
      async (get) => (await get(gameMenusAtom)).find((l) => l.gameCategory === gameType)?.vendors ?? [],
    );
    byType.set(gameType, a);
  }
  return a;
}
