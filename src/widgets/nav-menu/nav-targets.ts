import type { VendorCard } from '@schemas/api/game-shapes';
import { GAME_TYPE_ROUTES, type GameType } from '@schemas/site/constants';
import type { NavItem } from '@schemas/site/nav-item';

/**
 * Where a vendor of a hover menu leads (spec §2): RNG vendors to /rng?page=<vendor>
 * (the slots page's `page` parameter); lottery vendors into their game on /lottery
 * (gameCode, vendor, playType); other lobbies with the vendor chosen.
 */
export function vendorHref(vendor: VendorCard, item: NavItem): string {
  const route = item.route?.split('?')[0] ?? GAME_TYPE_ROUTES[vendor.gameType as GameType] ?? '/';
  if (vendor.gameType === 'RNG') return `${route}?page=${encodeURIComponent(vendor.vassalage)}`;
  if (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT') return lotteryHref(vendor);
  return `${route}?vendor=${encodeURIComponent(vendor.vassalage)}`;
}

/** The lottery page opened straight in a vendor's game (spec §2: lottery categories launch their first vendor). */
export function lotteryHref(vendor: VendorCard): string {
  const q = new URLSearchParams({ vendor: vendor.vassalage });
  const code = vendor.gameCode ?? vendor.code;
  if (code) q.set('gameCode', code);
  if (vendor.defaultPlayType) q.set('playType', vendor.defaultPlayType);
  return `/lottery?${q.toString()}`;
}

/** The game page launching a vendor's game directly (cockfight has no lobby, spec §2). */
export function directLaunchHref(vendor: VendorCard): string {
  const q = new URLSearchParams({ gameType: vendor.gameType, vendor: vendor.vassalage });
  const code = vendor.gameCode ?? vendor.code;
  if (code) q.set('gameCode', code);
  return `/game?${q.toString()}`;
}

/** Whether the current path is this item's page (alone; see `currentItemIds`). */
export function isActive(item: NavItem, pathname: string): boolean {
  const route = item.route?.split('?')[0];
  if (!route) return false;
  if (route === '/') return pathname === '/' || pathname === '/home' || pathname === '/index.html';
  return pathname === route;
}

/**
 * The items to mark current on a path: those whose page it is, and where several items
 * share that page (Lottery and E-lottery both lead to /lottery) only the one of the game
 * type the page shows, or the first of them until the page says.
 */
export function currentItemIds(
  items: readonly NavItem[],
  pathname: string,
  pageGameType: GameType | null,
): Set<string> {
  const matching = items.filter((item) => isActive(item, pathname));
  const byRoute = new Map<string, NavItem[]>();
  for (const item of matching) {
    const route = item.route?.split('?')[0] ?? '';
    byRoute.set(route, [...(byRoute.get(route) ?? []), item]);
  }
  const ids = new Set<string>();
  for (const group of byRoute.values()) {
    const chosen = group.find((i) => pageGameType && i.gameType === pageGameType) ?? group[0];
    if (chosen) ids.add(chosen.id);
  }
  return ids;
}
