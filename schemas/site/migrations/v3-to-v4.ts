import { GAME_TYPES } from '../constants';
import type { RawSite } from './site-migration';
import type { SiteMigration } from './site-migration';

/**
 * v4 lists the game categories a merchant offers (`gameTypes`), so a merchant can
 * hide modules such as cockfight or esports. A v3 site offered every type. Agent-
 * centre pages lost `badge` (badges belong to member-centre pages only).
 */
export const v3ToV4: SiteMigration = {
  id: 'v3-to-v4:offered-game-types',
  from: 3,
  migrate: (site) => ({
    ...site,
    gameTypes: Array.isArray(site.gameTypes) ? site.gameTypes : [...GAME_TYPES],
    agentCentre: withoutBadges(site.agentCentre),
  }),
};

function withoutBadges(centre: unknown): unknown {
  if (!isRecord(centre) || !Array.isArray(centre.pages)) return centre;
  return {
    ...centre,
    pages: centre.pages.map((page: unknown) => {
      if (!isRecord(page) || !('badge' in page)) return page;
      const { badge: _badge, ...rest } = page;
      return rest;
    }),
  };
}

function isRecord(v: unknown): v is RawSite {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
