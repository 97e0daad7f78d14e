import {
  AGENT_CENTRE_PAGES,
  GAME_TYPE_ROUTES,
  MEMBER_CENTRE_PAGES,
  type GameType,
} from '../../../schemas/site/constants';
import type { Site } from '../../../schemas/site/site';
import type { MerchantSettings } from '../../domain/merchant';
import { GAME_MODULES, PAGE_MODULES, moduleOff } from '../system/module-ids';

/** Widgets that exist only for a module, by the modules that must all be off to drop them. */
const MODULE_WIDGETS: Readonly<Record<string, readonly string[]>> = {
  'lottery-lobby': ['lottery', 'elottery'],
  'lottery-results': ['lottery', 'elottery'],
  'point-mall': ['pointMall'],
};

/** What a set of module switches takes out of a site (docs/decisions/module-switches.md). */
export interface SwitchedOff {
  gameTypes: ReadonlySet<string>;
  routes: ReadonlySet<string>;
  widgets: ReadonlySet<string>;
  centrePages: ReadonlySet<string>;
}

/** The game types, routes, widgets and centre pages that platform.json `modules` switches off. */
export function switchedOffParts(settings: MerchantSettings): SwitchedOff {
  const isOff = (id: string) => moduleOff(settings, id);
  const gameTypes = new Set(
    (Object.entries(GAME_MODULES) as [GameType, string][]).filter(([, id]) => isOff(id)).map(([t]) => t),
  );
  const routes = new Set<string>(PAGE_MODULES.filter((id) => isOff(id)).map((id) => `/${id}`));
  // A lobby route goes only when every game type it shows is off (lottery and e-lottery share one).
  const lobbies = new Map<string, GameType[]>();
  for (const [type, route] of Object.entries(GAME_TYPE_ROUTES) as [GameType, string | null][])
    if (route) lobbies.set(route, [...(lobbies.get(route) ?? []), type]);
  for (const [route, types] of lobbies) if (types.every((t) => gameTypes.has(t))) routes.add(route);
  const widgets = new Set(
    Object.entries(MODULE_WIDGETS)
      .filter(([, ids]) => ids.every((id) => isOff(id)))
      .map(([type]) => type),
  );
  const centrePages = new Set([
    ...MEMBER_CENTRE_PAGES.filter((id) => isOff(id)),
    ...AGENT_CENTRE_PAGES.filter((id) => isOff(id)),
  ]);
  return { gameTypes, routes, widgets, centrePages };
}

/**
 * The site with every switched-off module taken out everywhere: its game types, its pages
 * (so their routes are not found), nav items and links leading there, its widgets, and its
 * centre pages. One switch in platform.json `modules` is enough; site.json stays as written.
 */
export function withModulesSwitchedOff(site: Site, settings: MerchantSettings): Site {
  // Asked on every page and bootstrap: the same site and settings give the same object, so
  // what is worked out from a served site (its version, its chunks) is worked out once.
  let bySettings = switchedOffSites.get(site);
  if (!bySettings) switchedOffSites.set(site, (bySettings = new WeakMap()));
  let switched = bySettings.get(settings);
  if (!switched) bySettings.set(settings, (switched = switchModulesOff(site, settings)));
  return switched;
}

/** The pruned sites, per served site and per merchant settings (both replaced, never changed, on a reload). */
const switchedOffSites = new WeakMap<Site, WeakMap<MerchantSettings, Site>>();

function switchModulesOff(site: Site, settings: MerchantSettings): Site {
  const parts = switchedOffParts(settings);
  if (!parts.gameTypes.size && !parts.routes.size && !parts.widgets.size && !parts.centrePages.size)
    return site;
  const pruned = prune(site, parts) as Site;
  pruned.gameTypes = site.gameTypes.filter((t) => !parts.gameTypes.has(t));
  for (const centre of [pruned.memberCentre, pruned.agentCentre] as {
    pages: { key: string }[];
    default: string;
  }[]) {
    centre.pages = centre.pages.filter((p) => !parts.centrePages.has(p.key));
    if (!centre.pages.some((p) => p.key === centre.default) && centre.pages[0])
      centre.default = centre.pages[0].key;
  }
  return pruned;
}

/** A copy without the array items (pages, nav items, nodes) that belong to a switched-off module. */
function prune(value: unknown, parts: SwitchedOff): unknown {
  if (Array.isArray(value))
    return value.filter((item) => !belongsToOff(item, parts)).map((v) => prune(v, parts));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, prune(v, parts)]));
}

function belongsToOff(item: unknown, parts: SwitchedOff): boolean {
  if (typeof item !== 'object' || item === null) return false;
  const o = item as { route?: unknown; gameType?: unknown; type?: unknown; props?: unknown };
  const offRoute = (v: unknown) => typeof v === 'string' && parts.routes.has(v.split('?')[0] as string);
  if (offRoute(o.route)) return true;
  if (typeof o.gameType === 'string' && parts.gameTypes.has(o.gameType)) return true;
  if (typeof o.type === 'string' && parts.widgets.has(o.type)) return true;
  // A node whose own link leads into the module (a section's "more" link) goes with it.
  return typeof o.props === 'object' && o.props !== null && Object.values(o.props).some(offRoute);
}
