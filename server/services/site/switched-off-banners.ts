import type { Banner } from '../../../schemas/api/content-shapes';
import type { MerchantSettings } from '../../domain/merchant';
import { switchedOffParts } from './module-switches';

/** The page each banner group is shown on (spec §3's groups). */
const GROUP_ROUTES: Readonly<Record<string, string>> = {
  w_home: '/',
  w_rng: '/rng',
  w_live: '/live',
  w_fish: '/fish',
  w_pvp: '/pvp',
  w_sports: '/sports',
  w_esports: '/esports',
  w_lott: '/lottery',
  w_down: '/app',
  w_promotion: '/promotions',
  w_shop: '/pointMall',
  w_help: '/help',
};

/**
 * Banners without what a switched-off module took out (docs/decisions/module-switches.md):
 * the whole group of a page that is gone, and any banner whose click leads into the module
 * (a route of its pages, or the lobby of its game type).
 */
export function withoutSwitchedOffBanners(
  banners: Banner[],
  group: string,
  settings: MerchantSettings,
): Banner[] {
  const off = switchedOffParts(settings);
  const page = GROUP_ROUTES[group];
  if (page && off.routes.has(page)) return [];
  return banners.filter((b) => {
    if (b.linkageType === 'route' && b.linkage) return !off.routes.has(b.linkage.split('?')[0] ?? '');
    if (b.linkageType === 'game' && b.linkage) return !off.gameTypes.has(b.linkage.toUpperCase());
    return true;
  });
}
