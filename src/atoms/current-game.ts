import type { VendorCard } from '@schemas/api/game-shapes';
import type { AsyncState } from './async';

/** What the slot lobby keeps when the player chose "All vendors" (beside a vendor's code). */
export const ALL_VENDORS = '';

/** The slot lobby's vendor when its address names none: decided, or waiting for the vendors. */
export type CurrentGame = { decided: false } | { decided: true; vassalage: string | undefined };

/**
 * The slot lobby's current game (spec §4, R4.24): the vendor a launch or the player's last
 * choice kept (R4.21; `ALL_VENDORS` for every vendor), else the first RNG vendor of the game
 * menus, in the merchant's order. Undecided while the menus load; every vendor when they failed
 * or list none, so the lobby still shows games.
 */
export function currentGame(kept: string | null, vendors: AsyncState<readonly VendorCard[]>): CurrentGame {
  if (kept !== null) return { decided: true, vassalage: kept === ALL_VENDORS ? undefined : kept };
  if (vendors.state === 'loading') return { decided: false };
  return { decided: true, vassalage: vendors.state === 'hasData' ? vendors.data[0]?.vassalage : undefined };
}
