import { isEsportsVendor } from '../../../../schemas/api/game-rules';
import type { MerchantSettings } from '../../../domain/merchant';
import { switchedOffGameTypes } from '../../system/module-ids';

/** What a merchant switched off: whole game types (modules) and single vendors. */
export interface GameVisibility {
  hiddenTypes: ReadonlySet<string>;
  hiddenVendors: ReadonlySet<string>;
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * Read from the merchant's settings (platform.json `games.hiddenGameTypes` and
 * `games.hiddenVendors`, editable by ops). A hidden module disappears from every
 * list and refuses launches: hiding it in site.json alone would only hide the menu. A
 * module switched off (`modules`) hides its type too; its launches answer DISABLED.
 */
export function gameVisibility(settings: MerchantSettings): GameVisibility {
  const games = (settings.games ?? {}) as Record<string, unknown>;
  return {
    // A game module switched off in platform.json `modules` hides its type like hiddenGameTypes.
    hiddenTypes: new Set([
      ...strings(games.hiddenGameTypes).map((t) => t.toUpperCase()),
      ...switchedOffGameTypes(settings),
    ]),
    hiddenVendors: new Set(strings(games.hiddenVendors)),
  };
}

/** A vendor is visible unless its type, its esports module or the vendor itself is hidden. */
export function isVendorVisible(v: GameVisibility, gameType: string, vassalage: string): boolean {
  if (v.hiddenTypes.has(gameType)) return false;
  if (gameType === 'SPORTS' && isEsportsVendor(vassalage) && v.hiddenTypes.has('ESPORTS')) return false;
  return !v.hiddenVendors.has(vassalage) && !v.hiddenVendors.has(`${gameType}:${vassalage}`);
}
