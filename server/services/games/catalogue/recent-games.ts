import type { GamePage } from '../../../../schemas/api/game-shapes';
import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';
import { CARD_COLUMNS, cardMaker, vendorsFor, type CardRow } from './game-cards';

/** Note a launch: the member's recent list and the game's popularity (which orders hot and popular lists). */
export async function recordLaunch(
  q: Queryable,
  merchantId: number,
  memberId: number,
  gameId: number,
): Promise<void> {
  await q.query(
    `INSERT INTO game_recent (merchant_id, member_id, game_id) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = now(), plays = game_recent.plays + 1`,
    [merchantId, memberId, gameId],
  );
  await q.query('UPDATE games SET popularity = popularity + 1 WHERE id = $1 AND merchant_id = $2', [
    gameId,
    merchantId,
  ]);
}

export async function recentPage(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  opts: { gameType?: string; vassalage?: string; pageNo: number; pageSize: number },
): Promise<GamePage> {
  const vendors = await vendorsFor(q, merchant, opts.gameType, opts.vassalage);
  const rows = await q.query<CardRow & { total: number }>(
    `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total
       FROM game_recent r JOIN games g ON g.id = r.game_id
      WHERE r.merchant_id = $1 AND r.member_id = $2 AND g.vendor_id = ANY($3::bigint[]) AND g.enabled
      ORDER BY r.last_played_at DESC, g.id LIMIT $4 OFFSET $5`,
    [merchant.id, memberId, vendors.map((v) => v.id), opts.pageSize, (opts.pageNo - 1) * opts.pageSize],
  );
  const total = rows[0]?.total ?? 0;
  const card = await cardMaker(q, merchant);
  return {
    list: rows.map(card),
    pageNo: opts.pageNo,
    pageSize: opts.pageSize,
    total,
    hasMore: opts.pageNo * opts.pageSize < total,
  };
}
