import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import type { FavouriteRef } from './favourites';
import { vendorsFor } from './game-cards';

export interface CategoryRef {
  gameType: FavouriteRef['gameType'];
  vassalage: string;
}

/**
 * The member's favourite categories (R2.60: a vendor of a game type), newest first; only
 * those still offered on this site, so a vendor the merchant switched off drops out.
 */
export async function favouriteCategories(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<CategoryRef[]> {
  const rows = await q.query<{ game_type: CategoryRef['gameType']; vassalage: string }>(
    `SELECT game_type, vassalage FROM category_favourites
      WHERE merchant_id = $1 AND member_id = $2 ORDER BY created_at DESC, game_type, vassalage`,
    [merchant.id, memberId],
  );
  const offered = await vendorsFor(q, merchant, undefined, undefined);
  const visible = (r: { game_type: string; vassalage: string }) =>
    offered.some(
      (v) => v.vassalage === r.vassalage && (v.gameType === r.game_type || r.game_type === 'ESPORTS'),
    );
  return rows.filter(visible).map((r) => ({ gameType: r.game_type, vassalage: r.vassalage }));
}

/** Add: the vendor must be offered under that game type on this site. */
export async function addFavouriteCategory(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  ref: CategoryRef,
): Promise<void> {
  const vendors = await vendorsFor(q, merchant, ref.gameType, undefined);
  if (!vendors.some((v) => v.vassalage === ref.vassalage)) {
    throw ApiError.validation('vassalage', 'No such category on this site');
  }
  await q.query(
    `INSERT INTO category_favourites (merchant_id, member_id, game_type, vassalage) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [merchant.id, memberId, ref.gameType, ref.vassalage],
  );
}

export async function removeFavouriteCategory(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  ref: CategoryRef,
): Promise<void> {
  await q.query(
    'DELETE FROM category_favourites WHERE merchant_id = $1 AND member_id = $2 AND game_type = $3 AND vassalage = $4',
    [merchant.id, memberId, ref.gameType, ref.vassalage],
  );
}
