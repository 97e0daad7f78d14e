import { AGENT_CENTRE_PAGES, MEMBER_CENTRE_PAGES, type GameType } from '../../../schemas/site/constants';
import { ApiError } from '../../domain/api-error';
import type { MerchantSettings } from '../../domain/merchant';

/** Module id of each game type (its lobby's name). */
export const GAME_MODULES: Readonly<Record<GameType, string>> = {
  LIVE: 'live',
  RNG: 'rng',
  FISH: 'fish',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'elottery',
  COCKFIGHT: 'cockfight',
};

/** Pages that are modules of their own (a merchant may leave them out of site.json). */
export const PAGE_MODULES = [
  'promotions',
  'pointMall',
  'help',
  'app',
  'join',
  'noticePage',
  'seamless',
  'fbsports',
];

/** Platform features that are on unless ops switch them off. */
export const FEATURE_MODULES = ['chatRoom', 'feedback', 'lineCheck', 'winnersBoard'] as const;
export type FeatureModule = (typeof FEATURE_MODULES)[number];

/** Every name platform.json `modules` may switch: the groups of the permission tree and their modules. */
export const MODULE_IDS: readonly string[] = [
  'games',
  'pages',
  'memberCentre',
  'agentCentre',
  'features',
  ...Object.values(GAME_MODULES),
  ...PAGE_MODULES,
  ...MEMBER_CENTRE_PAGES,
  ...AGENT_CENTRE_PAGES,
  ...FEATURE_MODULES,
];

/** Ops switches: platform.json `modules: { "<modId>": false }` turns a module (or a whole group) off. */
export function switchedOff(settings: MerchantSettings): ReadonlySet<string> {
  const modules = settings.modules;
  if (typeof modules !== 'object' || modules === null) return new Set();
  return new Set(
    Object.entries(modules as Record<string, unknown>)
      .filter(([, on]) => on === false)
      .map(([id]) => id),
  );
}

/** Whether ops left a feature module on (the feature's calls answer DISABLED otherwise). */
export function featureEnabled(settings: MerchantSettings, feature: FeatureModule): boolean {
  const off = switchedOff(settings);
  return !off.has(feature) && !off.has('features');
}

/** The group of the permission tree a module belongs to (switching the group off switches it off). */
export function moduleGroup(id: string): string | undefined {
  if ((Object.values(GAME_MODULES) as string[]).includes(id)) return 'games';
  if (PAGE_MODULES.includes(id)) return 'pages';
  if ((MEMBER_CENTRE_PAGES as readonly string[]).includes(id)) return 'memberCentre';
  if ((AGENT_CENTRE_PAGES as readonly string[]).includes(id)) return 'agentCentre';
  if ((FEATURE_MODULES as readonly string[]).includes(id)) return 'features';
  return undefined;
}

/**
 * Modules that go with another: e-lottery games live on the lottery page, so switching the
 * lottery off takes e-lottery with it (switching e-lottery alone keeps the lottery).
 */
const GOES_WITH: Readonly<Record<string, string>> = { elottery: 'lottery' };

/** Whether platform.json `modules` switched this module off: itself, the module it goes with, or its group. */
export function moduleOff(settings: MerchantSettings, id: string): boolean {
  const off = switchedOff(settings);
  const group = moduleGroup(id);
  const parent = GOES_WITH[id];
  return off.has(id) || (parent !== undefined && off.has(parent)) || (group !== undefined && off.has(group));
}

/**
 * The calls behind a switched-off module answer the spec's disabled error (403 DISABLED,
 * docs/api.md), as a feature's calls do when its flag is off: hiding the page alone would
 * leave the calls open to anyone who knows them.
 */
export function requireModule(settings: MerchantSettings, id: string, what: string): void {
  if (moduleOff(settings, id)) throw new ApiError(403, 'DISABLED', `${what} is not available on this site`);
}

/** The game types whose module (or the whole games group) is switched off. */
export function switchedOffGameTypes(settings: MerchantSettings): GameType[] {
  return (Object.entries(GAME_MODULES) as [GameType, string][])
    .filter(([, id]) => moduleOff(settings, id))
    .map(([type]) => type);
}

/** A game call (launch, house game frame, lottery) for a type whose module is switched off answers DISABLED. */
export function requireGameModule(settings: MerchantSettings, gameType: string): void {
  const id = (GAME_MODULES as Readonly<Record<string, string>>)[gameType.toUpperCase()];
  if (id) requireModule(settings, id, `${gameType.toUpperCase()} games`);
}
