/**
 * Game names and rules the spec fixes, shared by the platform and the portal
 * (the portal may import this file as values: it holds no schema library).
 */
import type { GameType } from '../site/constants';

/** SPORTS vendors with these codes form the separate ESPORTS category (spec §3, §4). */
export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;

/** The four lottery vendors: a LOTT or ELOTT launch of one of them opens /lottery (spec §3, §4). */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

/** Classification filters of the slot list (spec §2); bingo only where TY is offered. */
export const GAME_CLASSIFIES = ['jackpot', 'table', 'arcade', 'bingo'] as const;

/** Minimum-bet filters (spec §5), in major units; `undefined` is "all". */
export const MIN_BET_FILTERS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
export type MinBetFilter = (typeof MIN_BET_FILTERS)[number];

/** Table-game lobby categories (spec §2). */
export const LOBBY_CATEGORIES = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragon-tiger',
  'blackjack',
  'others',
] as const;
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

/** How a vendor card launches: a popup list of its games, or straight into a game. */
export const LAUNCH_KINDS = ['VASSALAGE', 'GAME'] as const;

/** Constants of spec §9. */
export const GAME_PAGE_SIZE = 21;
export const POPULAR_COUNT = 20;
export const OPENED_NUMBERS_COUNT = 100;
export const GAME_CLIENT_TYPE = 3;
export const GAME_PLATFORM = 'flash,html5-desktop';

/** Spec prize modes of the lottery lobby. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

export function isEsportsVendor(vassalage: string): boolean {
  return (ESPORTS_VENDOR_CODES as readonly string[]).includes(vassalage);
}

export function isLotteryVendor(vassalage: string): boolean {
  return (LOTTERY_VENDORS as readonly string[]).includes(vassalage);
}

/** A card of a category group: what splitting and prize mode look at. */
interface CardLike {
  vassalage: string;
}
interface LaneLike<C extends CardLike> {
  gameCategory: GameType;
  vendors: C[];
}

/**
 * SPORTS cards whose vendor is an esports code move to an ESPORTS lane placed right
 * after SPORTS (spec §4). Lanes without cards are dropped.
 */
export function splitEsports<C extends CardLike, L extends LaneLike<C>>(lanes: readonly L[]): L[] {
  const out: L[] = [];
  for (const lane of lanes) {
    if (lane.gameCategory !== 'SPORTS') {
      if (lane.vendors.length > 0) out.push(lane);
      continue;
    }
    const sports = lane.vendors.filter((v) => !isEsportsVendor(v.vassalage));
    const esports = lane.vendors.filter((v) => isEsportsVendor(v.vassalage));
    if (sports.length > 0) out.push({ ...lane, vendors: sports });
    if (esports.length > 0) out.push({ ...lane, gameCategory: 'ESPORTS', vendors: esports });
  }
  return out;
}

/**
 * Prize mode is e-lottery when the e-lottery lane holds a TCG_LOTTO_VN or LOTT card,
 * else lottery (spec §4).
 */
export function prizeModeOf<C extends CardLike>(lanes: readonly LaneLike<C>[]): 'Elott' | 'Lott' {
  const elott = lanes.find((l) => l.gameCategory === 'ELOTT');
  return elott?.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT')
    ? 'Elott'
    : 'Lott';
}
