import { AGENT_CENTRE_PAGES, MEMBER_CENTRE_PAGES, type GameType } from '../../../schemas/site/constants';
import { FEATURE_MODULES, GAME_MODULES, PAGE_MODULES, switchedOff } from './module-ids';
import type { Site } from '../../../schemas/site/site';
import type { MerchantSettings } from '../../domain/merchant';
import { gameVisibility } from '../games/catalogue/hidden-modules';

export interface ModuleLeaf {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: never[];
}
export interface ModuleGroup {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: ModuleLeaf[];
}

export { MODULE_IDS, featureEnabled } from './module-ids';

function group(modId: string, leaves: [string, boolean][], off: ReadonlySet<string>): ModuleGroup {
  const groupOn = !off.has(modId);
  const childrenNodes = leaves.map(([id, on]): ModuleLeaf => ({
    modId: id,
    enabled: groupOn && on && !off.has(id) ? '1' : '0',
    childrenNodes: [],
  }));
  return { modId, enabled: childrenNodes.some((c) => c.enabled === '1') ? '1' : '0', childrenNodes };
}

/** The referral page is a module only while the referral promotion flag is on. */
function referralOn(settings: MerchantSettings): boolean {
  const flags = settings.flags as Record<string, unknown> | undefined;
  return flags?.REFERRALPROMO3 === true;
}

/**
 * The whitelabel tree of the permission call (spec §3): what the merchant's site.json
 * offers (game types, pages, centre pages), less what ops switched off in platform.json
 * (`modules`, and `games.hiddenGameTypes`, which the game calls also enforce).
 */
export function moduleTree(site: Site, settings: MerchantSettings): ModuleGroup[] {
  const off = switchedOff(settings);
  const games = gameVisibility(settings);
  const offered = new Set<string>(site.gameTypes);
  const routes = new Set(site.pages.flatMap((p) => [p.route, ...(p.aliases ?? [])]));
  const memberPages = new Set<string>(site.memberCentre.pages.map((p) => p.key));
  const agentPages = new Set<string>(site.agentCentre.pages.map((p) => p.key));
  return [
    group(
      'games',
      (Object.entries(GAME_MODULES) as [GameType, string][]).map(([type, id]) => [
        id,
        offered.has(type) && !games.hiddenTypes.has(type),
      ]),
      off,
    ),
    group(
      'pages',
      PAGE_MODULES.map((id) => [id, routes.has(`/${id}`)]),
      off,
    ),
    group(
      'memberCentre',
      MEMBER_CENTRE_PAGES.map((id) => [
        id,
        memberPages.has(id) && (id !== 'referral' || referralOn(settings)),
      ]),
      off,
    ),
    group(
      'agentCentre',
      AGENT_CENTRE_PAGES.map((id) => [id, agentPages.has(id)]),
      off,
    ),
    group(
      'features',
      FEATURE_MODULES.map((id) => [id, true]),
      off,
    ),
  ];
}
