import { atom } from 'jotai';
import type { ResponseOf } from '@schemas/api/endpoint';
import { isLotteryVendor } from '@schemas/api/game-rules';
import type { RoomLevel } from '@schemas/api/room-levels';
import type { GameType } from '@schemas/site/constants';
import { launchGame, launchLottery, launchSportsFB } from '../api/endpoints';
import { apiClientAtom } from './api';
import { rngVendorAtom } from './games';
import { openPopupAtom } from './popup';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';

/** What a card, a menu entry or a nav item launches (spec §3 launch object). */
export interface LaunchTarget {
  gameType: GameType;
  vassalage: string;
  /** A game of the vendor; absent for a vendor card. */
  nodeId?: number;
  /** The vendor's game code (lottery games, direct launches). */
  gameId?: string;
  /** VASSALAGE: a popup list of the vendor's games; GAME: straight in. */
  isGame?: 'VASSALAGE' | 'GAME';
  /** The vendor's default lottery play type. */
  defaultPlayType?: string;
  playType?: string;
  /** The PvP room joined: its table holds the room's minimum stake. */
  room?: RoomLevel;
}

export type LaunchResult = ResponseOf<typeof launchGame>;

/**
 * Where a launch goes (spec §4): LOTT/ELOTT of a lottery vendor to /lottery with gameCode,
 * vendor and playType; an RNG vendor to /rng (its vassalage stored); a VASSALAGE vendor
 * to its popup list; everything else (cockfight included) into the /game frame. The
 * /game address carries the game so a reload starts it again.
 */
export function launchRoute(t: LaunchTarget): string | 'popup' {
  if ((t.gameType === 'LOTT' || t.gameType === 'ELOTT') && isLotteryVendor(t.vassalage)) {
    const q = new URLSearchParams({ vendor: t.vassalage });
    if (t.gameId) q.set('gameCode', t.gameId);
    const playType = t.playType ?? t.defaultPlayType;
    if (playType) q.set('playType', playType);
    return `/lottery?${q.toString()}`;
  }
  if (t.nodeId === undefined && t.gameId === undefined) {
    if (t.gameType === 'RNG') return `/rng?page=${encodeURIComponent(t.vassalage)}`;
    if (t.isGame === 'VASSALAGE') return 'popup';
  }
  const q = new URLSearchParams({ gameType: t.gameType, vassalage: t.vassalage });
  if (t.nodeId !== undefined) q.set('nodeId', String(t.nodeId));
  else if (t.gameId !== undefined) q.set('gameId', t.gameId);
  if (t.room !== undefined) q.set('room', t.room);
  return `/game?${q.toString()}`;
}

/**
 * Launch (spec §4, R4.18-R4.21): login first (the login popup opens for visitors; trial
 * accounts play with demo credit). Answers the route to go to, or null when a popup
 * took over (login, or the vendor's game list).
 */
export const launchGameAtom = atom(null, (get, set, target: LaunchTarget): string | null => {
  if (!get(sessionAtom)?.token) {
    set(openPopupAtom, 'login');
    return null;
  }
  const route = launchRoute(target);
  if (route === 'popup') {
    set(openPopupAtom, {
      name: 'gamePopup',
      params: { vassalage: target.vassalage, gameType: target.gameType },
    });
    return null;
  }
  if (target.gameType === 'RNG' && target.nodeId === undefined) set(rngVendorAtom, target.vassalage);
  return route;
});

/** The address the /game frame shows (spec §3 launch address). */
export const launchAddressAtom = atom<LaunchResult | null>(null);

export interface FrameQuery {
  gameType: GameType;
  vassalage: string;
  nodeId?: number;
  gameId?: string;
  room?: RoomLevel;
}

/** Ask the platform for the game's address and keep it as the launch address. */
export const startGameAtom = atom(null, async (get, set, q: FrameQuery, signal?: AbortSignal) => {
  const language = get(languageAtom);
  const result = await get(apiClientAtom).call(
    launchGame,
    {
      gameType: q.gameType,
      vassalage: q.vassalage,
      ...(q.nodeId !== undefined ? { nodeId: q.nodeId } : {}),
      ...(q.gameId !== undefined ? { gameId: q.gameId } : {}),
      ...(q.room !== undefined ? { room: q.room } : {}),
      language,
    },
    { module: 'games', ...(signal ? { signal } : {}) },
  );
  set(launchAddressAtom, result);
  return result;
});

/** Start the FB sports book (the /fbsports page, spec §7 GCS_gameLaunchFB). */
export const startSportsFbAtom = atom(null, async (get, set, vassalage?: string) => {
  const result = await get(apiClientAtom).call(
    launchSportsFB,
    { ...(vassalage ? { vassalage } : {}), language: get(languageAtom) },
    { module: 'games' },
  );
  set(launchAddressAtom, result);
  return result;
});

/** Open the lottery's betting view (spec §7 lottery lobby: lottoArea VN, launchMode LOTT). */
export const startLotteryAtom = atom(
  null,
  async (
    get,
    set,
    q: { prizeMode: 'Lott' | 'Elott' | 'SEA' | 'ZY'; gameCode?: string; vendor?: string; playType?: string },
  ) => {
    const result = await get(apiClientAtom).call(
      launchLottery,
      {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: q.prizeMode,
        lottoView: 'betting',
        device: 'WEB',
        language: get(languageAtom),
        ...(q.gameCode ? { lottoGameCode: q.gameCode } : {}),
        ...(q.vendor ? { vendor: q.vendor } : {}),
        ...(q.playType ? { playType: q.playType } : {}),
      },
      { module: 'lottery' },
    );
    set(launchAddressAtom, result);
    return result;
  },
);
