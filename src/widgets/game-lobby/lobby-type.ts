import type { GameType } from '@schemas/site/constants';

const BY_PATH: Record<string, GameType> = {
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
};

/** The game type a lobby shows: the prop, or the one the path names (spec §2: /sports and /esports by name). */
export function lobbyType(prop: string, pathname: string): GameType {
  if (prop !== 'route') return prop as GameType;
  return BY_PATH[pathname.replace(/\/+$/, '').toLowerCase()] ?? 'LIVE';
}

/** Spec §9: hot-match arrows above 2 on sports pages; vendor-style strips above 8 elsewhere. */
export function hotArrowsAbove(gameType: GameType): number {
  return gameType === 'SPORTS' || gameType === 'ESPORTS' ? 2 : 8;
}
