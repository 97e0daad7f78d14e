import { atomWithRefresh } from 'jotai/utils';
import type { ResponseOf } from '@schemas/api/endpoint';
import { getLotteryMenu, getOpenedNumbers, getRecentLotteryMenu } from '../api/endpoints';
import { apiClientAtom } from './api';
import { gameMenusAtom } from './game-menus';
import { sessionAtom } from './session';

export type LotteryPrizeMode = 'Lott' | 'Elott' | 'SEA' | 'ZY';
export type LotteryMenu = ResponseOf<typeof getLotteryMenu>;
export type LotteryDraw = ResponseOf<typeof getOpenedNumbers>['list'][number];

type MenuAtom = ReturnType<typeof atomWithRefresh<Promise<LotteryMenu>>>;
const menus = new Map<string, MenuAtom>();

/** The lottery game menu of a prize mode (spec §7 /lgw/vn/games/game_menu, device WEB). */
export function lotteryMenuAtom(prizeMode: LotteryPrizeMode): MenuAtom {
  let a = menus.get(prizeMode);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) =>
      get(apiClientAtom).call(getLotteryMenu, { prizeMode, device: 'WEB' }, { signal, module: 'lottery' }),
    );
    menus.set(prizeMode, a);
  }
  return a;
}

/** The member's recent lottery games (spec §7 game_menu/recent); empty for visitors. */
export const recentLotteryAtom = atomWithRefresh(async (get, { signal }) => {
  if (!get(sessionAtom)?.token) return [];
  const { games } = await get(apiClientAtom).call(
    getRecentLotteryMenu,
    { device: 'WEB' },
    { signal, module: 'lottery' },
  );
  return games;
});

type OpenedAtom = ReturnType<typeof atomWithRefresh<Promise<LotteryDraw[]>>>;
const opened = new Map<string, OpenedAtom>();

/** The last 100 opened draws of a game (spec §7 /lgw/vn/numeros/opened/game, count 100). */
export function openedNumbersAtom(gameCode: string): OpenedAtom {
  let a = opened.get(gameCode);
  if (!a) {
    a = atomWithRefresh(async (get, { signal }) => {
      const { list } = await get(apiClientAtom).call(
        getOpenedNumbers,
        { count: 100, gameCode },
        { signal, module: 'lottery' },
      );
      return list;
    });
    opened.set(gameCode, a);
  }
  return a;
}

/**
 * The latest drawn draws of every lottery game of the site, newest first (spec §7 home:
 * /lgw/vn/numeros/opened/game, count 100).
 */
export const latestLotteryResultsAtom = atomWithRefresh(async (get, { signal }) => {
  const { list } = await get(apiClientAtom).call(
    getOpenedNumbers,
    { count: 100 },
    { signal, module: 'lottery' },
  );
  return list;
});

export type LotteryMenuGame = LotteryMenu['games'][number];

/**
 * The lottery games the site offers (the lottery and e-lottery menus of the categories
 * its navigation shows), by game code: names, icons and vendors for their results.
 */
export const offeredLotteryGamesAtom = atomWithRefresh(async (get) => {
  const lanes = await get(gameMenusAtom);
  const modes = (['Lott', 'Elott'] as const).filter((m) =>
    lanes.some((l) => l.gameCategory === (m === 'Lott' ? 'LOTT' : 'ELOTT')),
  );
  const menus = await Promise.all(modes.map((m) => get(lotteryMenuAtom(m))));
  return new Map(menus.flatMap((m) => m.games).map((g) => [g.gameCode, g] as const));
});
