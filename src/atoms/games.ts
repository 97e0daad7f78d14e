import { atom, type Atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { GameCard } from '@schemas/api/game-shapes';
import { GAME_CLIENT_TYPE, GAME_PLATFORM, prizeModeOf } from '@schemas/api/game-rules';
import { TRIAL_TYPE, type GameType } from '@schemas/site/constants';
import {
  addFavouriteGame,
  getFavouriteGames,
  getGameList,
  getHotGames,
  getPopularGames,
  getRoomList,
  getWinnerBoard,
  removeFavouriteGame,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { requireRealAccountAtom } from './auth';
import { gameMenusAtom } from './game-menus';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';

/**
 * The game store of spec §3: vendors (game-menus.ts), hot games by type, favourite ids,
 * PvP rooms, popular games, winners, the launch address (game-launch.ts) and the RNG
 * vendor chosen last. Banners and promotions live in banners.ts and their own atoms.
 */

type HotAtom = ReturnType<typeof atomWithRefresh<Promise<GameCard[]>>>;
const hotByType = new Map<string, HotAtom>();

/**
 * Hot games of a type (spec §3 "hot games by type"): fetched once and kept (the hot
 * list has paging off, R4.25); refresh to reload.
 */
export function hotGamesAtom(gameType: GameType, vassalage?: string): HotAtom {
  const key = `${gameType}:${vassalage ?? ''}`;
  let a = hotByType.get(key);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) => {
      const { list } = await get(apiClientAtom).call(
        getHotGames,
        {
          isPlatform: 2,
          gameType,
          ...(vassalage ? { vassalage } : {}),
          platform: GAME_PLATFORM,
          language: get(languageAtom),
        },
        { signal, module: 'games' },
      );
      return list;
    });
    hotByType.set(key, a);
  }
  return a;
}

/** The home page's popular games (spec §7, count 20). */
export const popularGamesAtom = atomWithRefresh(async (get, { signal }) => {
  const { list } = await get(apiClientAtom).call(
    getPopularGames,
    { count: 20, prizeMode: 'Lott', device: 'WEB', language: get(languageAtom) },
    { signal, module: 'games' },
  );
  return list;
});

/** Recent real wins (spec §1 winners board). */
export const winnerBoardAtom = atomWithRefresh(async (get, { signal }) => {
  const { list } = await get(apiClientAtom).call(getWinnerBoard, { count: 20 }, { signal, module: 'games' });
  return list;
});

/** PvP rooms (token needed): null for visitors. */
export const pvpRoomsAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return null;
  const { rooms } = await get(apiClientAtom).call(
    getRoomList,
    { language: get(languageAtom) },
    { signal, module: 'games' },
  );
  return rooms;
});

const canKeepFavouritesAtom = atom((get) => {
  const s = get(sessionAtom);
  return Boolean(s?.token) && s?.isAgent !== TRIAL_TYPE;
});

/** The member's favourites as the server knows them; empty for visitors and trial accounts. */
const serverFavouritesAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(canKeepFavouritesAtom)) return new Set<number>();
  const { list } = await get(apiClientAtom).call(getFavouriteGames, {}, { signal, module: 'games' });
  return new Set(list.map((f) => f.nodeId));
});

/** Local changes since the server's list was read (spec §4: the list updates locally). */
const favouriteChangesAtom = atom<ReadonlyMap<number, boolean>>(new Map());

/** The favourite game ids (spec §3 "favourite ids"). */
export const favouriteIdsAtom: Atom<Promise<ReadonlySet<number>>> = atom(async (get) => {
  const ids = new Set(await get(serverFavouritesAtom));
  for (const [id, on] of get(favouriteChangesAtom)) {
    if (on) ids.add(id);
    else ids.delete(id);
  }
  return ids;
});

/**
 * Favourite toggle (spec §4, R4.16): remove when it is a favourite, else add; the list
 * changes at once and goes back if the server refuses. Visitors get the login popup and
 * trial accounts the real-account warning (R6.5). Answers the new state, or null when
 * the gate stopped it.
 */
export const toggleFavouriteAtom = atom(
  null,
  async (get, set, game: Pick<GameCard, 'nodeId' | 'vassalage' | 'gameType'>): Promise<boolean | null> => {
    if (!(await set(requireRealAccountAtom, 'real'))) return null;
    const on = !(await get(favouriteIdsAtom)).has(game.nodeId);
    const before = get(favouriteChangesAtom);
    set(favouriteChangesAtom, new Map(before).set(game.nodeId, on));
    const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    try {
      await get(apiClientAtom).call(on ? addFavouriteGame : removeFavouriteGame, input, { module: 'games' });
      return on;
    } catch (err) {
      set(favouriteChangesAtom, before);
      throw err;
    }
  },
);

/** Prize mode of the lottery lobby from the vendor lanes (spec §4, R4.22). */
export const prizeModeAtom = atom(async (get) => prizeModeOf(await get(gameMenusAtom)));

const RNG_VENDOR_KEY = 'tsr.rngVendor';

function storedVendor(): string | null {
  try {
    return sessionStorage.getItem(RNG_VENDOR_KEY);
  } catch {
    return null;
  }
}
const rngVendorBaseAtom = atom<string | null | undefined>(undefined);

/**
 * The RNG vendor (vassalage) a launch stored before going to /rng (spec §4, R4.21), or the
 * player's last choice in the slot lobby (`ALL_VENDORS` for every vendor); null when neither
 * chose, and the lobby opens on its current game (current-game.ts).
 */
export const rngVendorAtom = atom(
  (get) => {
    const v = get(rngVendorBaseAtom);
    return v === undefined ? storedVendor() : v;
  },
  (_get, set, vassalage: string | null) => {
    set(rngVendorBaseAtom, vassalage);
    try {
      if (vassalage === null) sessionStorage.removeItem(RNG_VENDOR_KEY);
      else sessionStorage.setItem(RNG_VENDOR_KEY, vassalage);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  },
);

type TablesAtom = ReturnType<typeof atomWithRefresh<Promise<GameCard[] | null>>>;
const tablesByType = new Map<string, TablesAtom>();

/**
 * Every game of a lobby type (live tables, fish, PvP: a few hundred at most), for the
 * lobby categories (R2.61). Token needed: null for visitors.
 */
export function lobbyGamesAtom(gameType: GameType): TablesAtom {
  let a = tablesByType.get(gameType);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) => {
      if (!get(sessionAtom)?.token) return null;
      const api = get(apiClientAtom);
      const out: GameCard[] = [];
      for (let pageNo = 1; pageNo <= 5; pageNo++) {
        const page = await api.call(
          getGameList,
          {
            clientType: GAME_CLIENT_TYPE,
            platform: GAME_PLATFORM,
            gameType,
            pageNo,
            pageSize: 100,
            language: get(languageAtom),
          },
          { signal, module: 'games' },
        );
        out.push(...page.list);
        if (!page.hasMore) break;
      }
      return out;
    });
    tablesByType.set(gameType, a);
  }
  return a;
}
