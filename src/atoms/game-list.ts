import { atom, type Getter, type Setter, type WritableAtom, type PrimitiveAtom } from 'jotai';
import type { GameCard, GamePage } from '@schemas/api/game-shapes';
import { GAME_CLIENT_TYPE, GAME_PAGE_SIZE, GAME_PLATFORM, type MinBetFilter } from '@schemas/api/game-rules';
import { TRIAL_TYPE, type GameType } from '@schemas/site/constants';
import { getFavouriteGamesList, getGameList, getRecentGames } from '../api/endpoints';
import { apiClientAtom } from './api';
import { requireRealAccountAtom } from './auth';
import { hotGamesAtom } from './games';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';

/** RNG list modes (spec §2, R2.58). */
export type ListMode = 'all' | 'hot' | 'fav' | 'recent';

export interface ListFilters {
  /** The vendor the list shows (the scope of the other filters). */
  vassalage?: string;
  gameName?: string;
  gameClassify?: 'jackpot' | 'table' | 'arcade' | 'bingo';
  minBet?: MinBetFilter;
}
export type FilterName = keyof ListFilters;

export interface GameListState {
  mode: ListMode;
  filters: ListFilters;
  items: GameCard[];
  /** The last page loaded (0 before the first). */
  pageNo: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  /** A request is in flight. */
  loading: boolean;
  error: string | null;
}

const initial = (): GameListState => ({
  mode: 'all',
  filters: {},
  items: [],
  pageNo: 0,
  pageSize: GAME_PAGE_SIZE,
  total: 0,
  hasMore: true,
  loading: false,
  error: null,
});

/**
 * A filter change starts over (R4.27): page 1, size 21, and the other filters cleared.
 * The vendor is the list's scope: choosing a vendor clears search, classification and
 * minimum bet; changing one of those three keeps the vendor and clears the other two.
 */
export function nextFilters(
  current: ListFilters,
  name: FilterName,
  value: ListFilters[FilterName],
): ListFilters {
  const next: ListFilters =
    name === 'vassalage' ? {} : current.vassalage ? { vassalage: current.vassalage } : {};
  if (value !== undefined && value !== '') (next as Record<string, unknown>)[name] = value;
  return next;
}

export interface GameListAtoms {
  state: PrimitiveAtom<GameListState>;
  /** Load the next page; does nothing while a request is in flight or when there is no more (R4.28). */
  loadMore: WritableAtom<null, [], Promise<void>>;
  /** Change one filter (nothing happens when the value did not change: R5.15). */
  setFilter: WritableAtom<null, [FilterName, ListFilters[FilterName]], Promise<void>>;
  /** Switch mode; fav and recent need a real account (R4.26, R6.5). Answers whether it switched. */
  setMode: WritableAtom<null, [ListMode], Promise<boolean>>;
  /** Start over with the current mode and filters (after an error, or on login). */
  reload: WritableAtom<null, [], Promise<void>>;
  /** Drop search, classification and minimum bet; keep the vendor. */
  clearFilters: WritableAtom<null, [], Promise<void>>;
}

const lists = new Map<string, GameListAtoms>();

/** The list of one lobby (one per game type), shared by every widget showing it. */
export function gameListAtoms(gameType: GameType): GameListAtoms {
  const found = lists.get(gameType);
  if (found) return found;
  const state = atom<GameListState>(initial());
  // Per store: which request is the latest, and how to cancel the one before it.
  const runtime = atom(() => ({ seq: 0, controller: undefined as AbortController | undefined }));

  async function fetchPage(
    get: Getter,
    s: GameListState,
    pageNo: number,
    signal: AbortSignal,
  ): Promise<GamePage> {
    const api = get(apiClientAtom);
    const language = get(languageAtom);
    const opts = { signal, module: 'games' as const };
    switch (s.mode) {
      case 'hot': {
        // The cached hot list, paging off (R4.25).
        const list = await get(hotGamesAtom(gameType, s.filters.vassalage));
        return { list, pageNo: 1, pageSize: list.length || 1, total: list.length, hasMore: false };
      }
      case 'fav':
        return api.call(getFavouriteGamesList, { gameType, pageNo, pageSize: s.pageSize, language }, opts);
      case 'recent':
        return api.call(
          getRecentGames,
          {
            clientType: GAME_CLIENT_TYPE,
            gameType,
            ...(s.filters.vassalage ? { vassalage: s.filters.vassalage } : {}),
            language,
            pageNo,
            pageSize: s.pageSize,
          },
          opts,
        );
      default:
        return api.call(
          getGameList,
          {
            clientType: GAME_CLIENT_TYPE,
            platform: GAME_PLATFORM,
            channel: 'web',
            gameType,
            ...s.filters,
            pageNo,
            pageSize: s.pageSize,
            language,
          },
          opts,
        );
    }
  }

  /** Load page `pageNo` of state `s`; page 1 replaces, later pages append. */
  async function load(get: Getter, set: Setter, s: GameListState, pageNo: number): Promise<void> {
    const rt = get(runtime);
    const mine = ++rt.seq;
    rt.controller?.abort();
    const controller = new AbortController();
    rt.controller = controller;
    set(state, { ...s, loading: true, error: null, ...(pageNo === 1 ? { items: [], pageNo: 0 } : {}) });
    try {
      const page = await fetchPage(get, s, pageNo, controller.signal);
      if (mine !== rt.seq) return;
      const items = pageNo === 1 ? page.list : [...get(state).items, ...page.list];
      set(state, { ...get(state), items, pageNo, total: page.total, hasMore: page.hasMore, loading: false });
    } catch (err) {
      if (mine !== rt.seq || (err as Error).name === 'AbortError') return;
      set(state, { ...get(state), loading: false, hasMore: false, error: (err as Error).message || 'error' });
    }
  }

  const atoms: GameListAtoms = {
    state,
    loadMore: atom(null, async (get, set) => {
      const s = get(state);
      if (s.loading || !s.hasMore || s.error) return;
      if ((s.mode === 'fav' || s.mode === 'recent') && !get(sessionAtom)?.token) return;
      await load(get, set, s, s.pageNo + 1);
    }),
    setFilter: atom(null, async (get, set, name, value) => {
      const s = get(state);
      const normalised = typeof value === 'string' ? value.trim() || undefined : value;
      if (s.filters[name] === normalised) return;
      const next: GameListState = {
        ...s,
        mode: s.mode === 'hot' && name !== 'vassalage' ? 'all' : s.mode,
        filters: nextFilters(s.filters, name, normalised),
        pageSize: GAME_PAGE_SIZE,
        hasMore: true,
      };
      await load(get, set, next, 1);
    }),
    setMode: atom(null, async (get, set, mode) => {
      const s = get(state);
      if (mode === s.mode && s.pageNo > 0) return true;
      // Hot needs no login but trial accounts may not enter it; fav and recent need a real account.
      const gated =
        mode === 'fav' || mode === 'recent' || (mode === 'hot' && get(sessionAtom)?.isAgent === TRIAL_TYPE);
      if (gated && !(await set(requireRealAccountAtom, 'real'))) return false;
      await load(get, set, { ...s, mode, pageSize: GAME_PAGE_SIZE, hasMore: true }, 1);
      return true;
    }),
    reload: atom(null, async (get, set) => {
      await load(get, set, { ...get(state), hasMore: true }, 1);
    }),
    clearFilters: atom(null, async (get, set) => {
      const s = get(state);
      const filters = s.filters.vassalage ? { vassalage: s.filters.vassalage } : {};
      await load(get, set, { ...s, filters, pageSize: GAME_PAGE_SIZE, hasMore: true }, 1);
    }),
  };
  lists.set(gameType, atoms);
  return atoms;
}
