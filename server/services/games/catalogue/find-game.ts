import { isEsportsVendor } from '../../../../schemas/api/game-rules';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { CARD_COLUMNS, type CardRow } from './game-cards';
import { gameVisibility, isVendorVisible } from './hidden-modules';
import { visibleVendors, type VendorRow } from './vendor-lanes';

export interface FoundGame extends CardRow {
  popularity: number;
}

/** A game type as stored: ESPORTS vendors are SPORTS vendors with esports codes. */
export function storedType(gameType: string): string {
  return gameType === 'ESPORTS' ? 'SPORTS' : gameType;
}

/**
 * The vendor of a launch or favourite: unknown is NOT_FOUND; known but switched off by
 * the merchant (hidden module, disabled vendor) is DISABLED.
 */
export async function findVisibleVendor(
  q: Queryable,
  merchant: Merchant,
  gameType: string,
  vassalage: string,
): Promise<VendorRow> {
  const type = storedType(gameType);
  const visible = (await visibleVendors(q, merchant)).find(
    (v) => v.gameType === type && v.vassalage === vassalage,
  );
  if (visible && (gameType !== 'ESPORTS' || isEsportsVendor(vassalage))) return visible;
  const [known] = await q.query<{ enabled: boolean }>(
    'SELECT enabled FROM game_vendors WHERE merchant_id = $1 AND game_type = $2 AND vassalage = $3',
    [merchant.id, type, vassalage],
  );
  if (known && (!known.enabled || !isVendorVisible(gameVisibility(merchant.settings), type, vassalage))) {
    throw new ApiError(403, 'DISABLED', 'This vendor is not available on this site', [
      { field: 'vendor', message: 'not available on this site' },
    ]);
  }
  throw new ApiError(404, 'NOT_FOUND', 'vendor: no such vendor on this site', [
    { field: 'vendor', message: 'no such vendor on this site' },
  ]);
}

/** A game of this merchant whose vendor is visible and matches what the caller said. */
export async function findVisibleGame(
  q: Queryable,
  merchant: Merchant,
  ref: { nodeId: number; vendor: string; gameType: string },
): Promise<FoundGame> {
  const vendor = await findVisibleVendor(q, merchant, ref.gameType, ref.vendor);
  const [game] = await q.query<FoundGame>(
    `SELECT ${CARD_COLUMNS}, g.popularity FROM games g
      WHERE g.id = $1 AND g.merchant_id = $2 AND g.vendor_id = $3 AND g.enabled`,
    [ref.nodeId, merchant.id, vendor.id],
  );
  if (!game) {
    throw new ApiError(404, 'NOT_FOUND', 'nodeId: no such game on this site', [
      { field: 'nodeId', message: 'no such game on this site' },
    ]);
  }
  return game;
}
