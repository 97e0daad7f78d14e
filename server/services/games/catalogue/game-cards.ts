import type { GameCard } from '../../../../schemas/api/game-shapes';
import { isEsportsVendor } from '../../../../schemas/api/game-rules';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { gameIconPath, imageBase } from '../art/art-urls';
import { visibleVendors, type VendorRow } from './vendor-lanes';

/** Columns a game card needs, selected as `g.` from games joined to nothing else. */
export const CARD_COLUMNS = `g.id, g.game_code, g.game_type, g.vassalage, g.name, g.classify, g.lobby_category,
  g.min_bet, g.line_count, g.is_hot, g.has_trial, g.art_seed, g.vendor_id, g.engine`;

export interface CardRow {
  id: number;
  game_code: string;
  game_type: GameCard['gameType'];
  vassalage: string;
  name: string;
  classify: GameCard['classify'];
  lobby_category: GameCard['lobbyCategory'];
  min_bet: number;
  line_count: number;
  is_hot: boolean;
  has_trial: boolean;
  art_seed: number;
  vendor_id: number;
  engine: string | null;
}

export function toCard(row: CardRow, vendorTitle: string, base: string): GameCard {
  return {
    nodeId: Number(row.id),
    gameId: row.game_code,
    gameType: row.game_type,
    vassalage: row.vassalage,
    vendorTitle,
    name: row.name,
    icon: base + gameIconPath(row.art_seed, row.name),
    classify: row.classify,
    lobbyCategory: row.lobby_category,
    minBetMinor: row.min_bet,
    lineCount: row.line_count,
    isHot: row.is_hot ? 1 : 0,
    hasTrial: row.has_trial,
  };
}

/** Turns rows into cards with their vendor's title and the merchant's image base. */
export async function cardMaker(q: Queryable, merchant: Merchant) {
  const vendors = await visibleVendors(q, merchant);
  const titles = new Map(vendors.map((v) => [v.id, v.title]));
  const base = imageBase(merchant.settings);
  return (row: CardRow): GameCard => toCard(row, titles.get(Number(row.vendor_id)) ?? row.vassalage, base);
}

/**
 * The vendors a query may read: visible ones of the type (ESPORTS means the esports
 * vendors of SPORTS, SPORTS the others), narrowed to one vendor when asked. An unknown
 * vendor is a clear error, not an empty page.
 */
export async function vendorsFor(
  q: Queryable,
  merchant: Merchant,
  gameType: string | undefined,
  vassalage: string | undefined,
): Promise<VendorRow[]> {
  let vendors = await visibleVendors(q, merchant);
  if (gameType === 'ESPORTS')
    vendors = vendors.filter((v) => v.gameType === 'SPORTS' && isEsportsVendor(v.vassalage));
  else if (gameType === 'SPORTS')
    vendors = vendors.filter((v) => v.gameType === 'SPORTS' && !isEsportsVendor(v.vassalage));
  else if (gameType) vendors = vendors.filter((v) => v.gameType === gameType);
  if (vassalage !== undefined) {
    vendors = vendors.filter((v) => v.vassalage === vassalage);
    if (vendors.length === 0) {
      throw new ApiError(404, 'NOT_FOUND', 'vassalage: no such vendor on this site', [
        { field: 'vassalage', message: 'no such vendor on this site' },
      ]);
    }
  }
  return vendors;
}

/** `text` as a LIKE pattern that matches it literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
