import { atomWithRefresh } from 'jotai/utils';
import type { ResponseOf } from '@schemas/api/endpoint';
import { getLotteryMenu, getOpenedNumbers, getRecentLotteryMenu } from '../api/endpoints';
import { apiClientAtom } from './api';
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
