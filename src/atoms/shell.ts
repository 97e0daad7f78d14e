import { atom } from 'jotai';
import type { GameType } from '@schemas/site/constants';
import { pageAtPath } from '@schemas/site/page-at-path';
import type { Site } from '@schemas/site/site';

/** Game pages (frame `game`) get the header's nav toggle (spec §2). */
export function isGamePage(site: Site, pathname: string): boolean {
  return pageAtPath(site.pages, pathname)?.frame === 'game';
}

/** The home page and its aliases (the licence button shows there, spec §2). */
export function isHomePage(site: Site, pathname: string): boolean {
  return pageAtPath(site.pages, pathname)?.route === '/';
}

/** On game pages the player may fold the header's main bar away to give the game room. */
export const navCollapsedAtom = atom(false);

/** The phone navigation drawer. */
export const navDrawerOpenAtom = atom(false);

/**
 * The game type the page shows, where one route serves several (the lottery page shows
 * lottery or e-lottery): the nav marks only that type's item current. Null: not told.
 */
export const pageGameTypeAtom = atom<GameType | null>(null);
