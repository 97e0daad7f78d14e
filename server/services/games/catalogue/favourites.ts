import type { GamePage } from '../../../../schemas/api/game-shapes';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { SessionMember } from '../../../domain/session-member';
import type { Merchant } from '../../../domain/merchant';
import { TRIAL_TYPE } from '../../../../schemas/site/constants';
import { CARD_COLUMNS, cardMaker, vendorsFor, type CardRow } from './game-cards';
import { findVisibleGame } from './find-game';

export interface FavouriteRef {
  nodeId: number;
  vendor: string;
  gameType: 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';
}

/** Trial accounts may not keep favourites, recent lists or hot entries (spec §6). */
export function refuseTrial(member: SessionMember): void {
  if (member.isAgent === TRIAL_TYPE) {
    throw new ApiError(403, 'TRIAL_ACCOUNT', 'Please use a real account for this');
  }
}

export async function favouriteIds(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<FavouriteRef[]> {
  const vendors = await vendorsFor(q, merchant, undefined, undefined);
  const rows = await q.query<{ id: number; vassalage: string; game_type: FavouriteRef['gameType'] }>(
    `SELECT g.id, g.vassalage, g.game_type FROM game_favourites f JOIN games g ON g.id = f.game_id
      WHERE f.merchant_id = $1 AND f.member_id = $2 AND g.vendor_id = ANY($3::bigint[]) AND g.enabled
      ORDER BY f.created_at DESC, g.id`,
    [merchant.id, memberId, vendors.map((v) => v.id)],
  );
  return rows.map((r) => ({ nodeId: Number(r.id), vendor: r.vassalage, gameType: r.game_type }));
}

export async function favouritePage(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  gameType: string,
  pageNo: number,
  pageSize: number,
): Promise<GamePage> {
  const vendors = await vendorsFor(q, merchant, gameType, undefined);
  const rows = await q.query<CardRow & { total: number }>(
    `SELECT ${CARD_COLUMNS}, count(*) OVER ()::int AS total
       FROM game_favourites f JOIN games g ON g.id = f.game_id
      WHERE f.merchant_id = $1 AND f.member_id = $2 AND g.vendor_id = ANY($3::bigint[]) AND g.enabled
      ORDER BY f.created_at DESC, g.id LIMIT $4 OFFSET $5`,
    [merchant.id, memberId, vendors.map((v) => v.id), pageSize, (pageNo - 1) * pageSize],
  );
  const total = rows[0]?.total ?? 0;
  const card = await cardMaker(q, merchant);
  return { list: rows.map(card), pageNo, pageSize, total, hasMore: pageNo * pageSize < total };
}

/** Add: the game must be visible on this site and match the vendor and type sent. */
export async function addFavourite(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  ref: FavouriteRef,
): Promise<void> {
  const game = await findVisibleGame(q, merchant, ref);
  await q.query(
    `INSERT INTO game_favourites (merchant_id, member_id, game_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [merchant.id, memberId, game.id],
  );
}

export async function removeFavourite(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  ref: FavouriteRef,
): Promise<void> {
  await q.query('DELETE FROM game_favourites WHERE merchant_id = $1 AND member_id = $2 AND game_id = $3', [
    merchant.id,
    memberId,
    ref.nodeId,
  ]);
}
