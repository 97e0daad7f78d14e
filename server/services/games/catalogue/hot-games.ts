import type { GameCard } from '../../../../schemas/api/game-shapes';
import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';
import { CARD_COLUMNS, cardMaker, vendorsFor, type CardRow } from './game-cards';

export const HOT_LIMIT = 60;

/** Hot games of a type (or all types), most played first. */
export async function hotGames(
  q: Queryable,
  merchant: Merchant,
  gameType: string | undefined,
  vassalage: string | undefined,
): Promise<GameCard[]> {
  const vendors = await vendorsFor(q, merchant, gameType, vassalage);
  if (vendors.length === 0) return [];
  const rows = await q.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM games g
      WHERE g.merchant_id = $1 AND g.vendor_id = ANY($2::bigint[]) AND g.enabled AND g.is_hot
      ORDER BY g.popularity DESC, g.id LIMIT $3`,
    [merchant.id, vendors.map((v) => v.id), HOT_LIMIT],
  );
  const card = await cardMaker(q, merchant);
  return rows.map(card);
}

/** The most played games across types (home page), each vendor at most three times. */
export async function popularGames(q: Queryable, merchant: Merchant, count: number): Promise<GameCard[]> {
  const vendors = await vendorsFor(q, merchant, undefined, undefined);
  const rows = await q.query<CardRow>(
    `SELECT * FROM (
        SELECT ${CARD_COLUMNS}, g.popularity,
               row_number() OVER (PARTITION BY g.vendor_id ORDER BY g.popularity DESC, g.id) AS nth
          FROM games g
         WHERE g.merchant_id = $1 AND g.vendor_id = ANY($2::bigint[]) AND g.enabled
           AND g.game_type IN ('RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT')) ranked
      WHERE nth <= 3 ORDER BY popularity DESC, id LIMIT $3`,
    [merchant.id, vendors.map((v) => v.id), count],
  );
  const card = await cardMaker(q, merchant);
  return rows.map(card);
}
