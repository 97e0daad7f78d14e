import { atomWithRefresh } from 'jotai/utils';
import type { GameCard, VendorCard } from '@schemas/api/game-shapes';
import type { GameType } from '@schemas/site/constants';
import { getVassGameType } from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';

export interface VendorGames {
  vendor: VendorCard;
  games: GameCard[];
}
type VendorGamesAtom = ReturnType<typeof atomWithRefresh<Promise<VendorGames | null>>>;
const byVendor = new Map<string, VendorGamesAtom>();

/**
 * The games of a VASSALAGE vendor (spec §4: such vendors open a popup game list), in the
 * member's language; refresh to try again. Without a vendor there is nothing to load (null).
 */
export function vendorGamesAtom(vassalage: string, gameType?: GameType): VendorGamesAtom {
  const key = `${vassalage}:${gameType ?? ''}`;
  let a = byVendor.get(key);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) => {
      if (!vassalage) return null;
      const { vendor, games } = await get(apiClientAtom).call(
        getVassGameType,
        { vassalage, ...(gameType ? { gameType } : {}), language: get(languageAtom) },
        { signal, module: 'games' },
      );
      return { vendor, games };
    });
    byVendor.set(key, a);
  }
  return a;
}
