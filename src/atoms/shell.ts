import { atom } from 'jotai';
import type { GameType } from '@schemas/site/constants';
import type { Site } from '@schemas/site/site';

/** The site page a path shows (by route or alias), if any. */
export function pageFor(site: Site, pathname: string): Site['pages'][number] | undefined {
  return site.pages.find((p) => p.route === pathname || (p.aliases ?? []).includes(pathname));
}

/** Game pages (frame `game`) get the header's nav toggle (spec §2). */
export function isGamePage(site: Site, pathname: string): boolean {
  return pageFor(site, pathname)?.frame === 'game';
}

/** The home page and its aliases (the licence button shows there, spec §2). */
export function isHomePage(site: Site, pathname: string): boolean {
  return pageFor(site, pathname)?.route === '/';
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
