import type { GameCard, VendorCard } from '../../../../schemas/api/game-shapes';
import type { GameType } from '../../../../schemas/site/constants';
import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';
import { imageBase } from '../art/art-urls';
import { CARD_COLUMNS, cardMaker, vendorsFor, type CardRow } from './game-cards';
import { vendorCard } from './vendor-lanes';
import { isEsportsVendor } from '../../../../schemas/api/game-rules';

const POPUP_LIMIT = 200;

/** A vendor and its games, for the popup game list of VASSALAGE vendors. */
export async function vendorGames(
  q: Queryable,
  merchant: Merchant,
  vassalage: string,
  gameType: string | undefined,
): Promise<{ vendor: VendorCard; gameTypes: GameType[]; games: GameCard[] }> {
  const vendors = await vendorsFor(q, merchant, gameType, vassalage);
  const first = vendors[0]!;
  const rows = await q.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM games g WHERE g.merchant_id = $1 AND g.vendor_id = ANY($2::bigint[]) AND g.enabled
      ORDER BY g.sort_order, g.id LIMIT $3`,
    [merchant.id, vendors.map((v) => v.id), POPUP_LIMIT],
  );
  const card = await cardMaker(q, merchant);
  const types = [
    ...new Set(
      vendors.map((v) => (v.gameType === 'SPORTS' && isEsportsVendor(v.vassalage) ? 'ESPORTS' : v.gameType)),
    ),
  ];
  const vc = vendorCard(first, imageBase(merchant.settings));
  return {
    vendor: { ...vc, category: types[0] ?? vc.category },
    gameTypes: types,
    games: rows.map(card),
  };
}
