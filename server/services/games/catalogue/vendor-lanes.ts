import type { CategoryGroup, VendorCard } from '../../../../schemas/api/game-shapes';
import { splitEsports } from '../../../../schemas/api/game-rules';
import { GAME_TYPES, type GameType } from '../../../../schemas/site/constants';
import type { Queryable } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import type { Merchant } from '../../../domain/merchant';
import { imageBase, vendorIconPath } from '../art/art-urls';
import { gameVisibility, isVendorVisible } from './hidden-modules';

/** A vendor row as the catalogue services use it. */
export interface VendorRow {
  id: number;
  gameType: Exclude<GameType, 'ESPORTS'>;
  vassalage: string;
  title: string;
  accountTypeId: number;
  accountTypeName: string;
  isHot: boolean;
  isGame: 'VASSALAGE' | 'GAME';
  gameCode: string | null;
  defaultPlayType: string | null;
  integration: 'house' | 'demo' | 'external';
  gameCount: number;
}

const CACHE_MS = 5000;
const caches = perDatabase<number, { at: number; rows: Promise<VendorRow[]> }>();

/** Forget cached vendors (after tests change the catalogue). */
export function invalidateVendorCache(): void {
  caches.clearAll();
}

/**
 * The merchant's enabled vendors that its hidden modules leave visible, cached a few
 * seconds per database handle, so per process in production (menus are read on every page;
 * a change reaches every server within seconds).
 */
export function visibleVendors(q: Queryable, merchant: Merchant): Promise<VendorRow[]> {
  const cache = caches.of(q);
  const hit = cache.get(merchant.id);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rows;
  const rows = loadVendors(q, merchant).catch((err: unknown) => {
    cache.delete(merchant.id);
    throw err;
  });
  cache.set(merchant.id, { at: Date.now(), rows });
  return rows;
}

async function loadVendors(q: Queryable, merchant: Merchant): Promise<VendorRow[]> {
  const rows = await q.query<{
    id: number;
    game_type: VendorRow['gameType'];
    vassalage: string;
    title: string;
    account_type_id: number;
    account_type_name: string;
    is_hot: boolean;
    is_game: VendorRow['isGame'];
    game_code: string | null;
    default_play_type: string | null;
    integration: VendorRow['integration'];
    game_count: number;
  }>(
    `SELECT v.id, v.game_type, v.vassalage, v.title, v.account_type_id, v.account_type_name, v.is_hot, v.is_game,
            v.game_code, v.default_play_type, v.integration, COALESCE(c.n, 0)::int AS game_count
       FROM game_vendors v
       LEFT JOIN (SELECT vendor_id, count(*) AS n FROM games WHERE merchant_id = $1 AND enabled GROUP BY vendor_id) c
         ON c.vendor_id = v.id
      WHERE v.merchant_id = $1 AND v.enabled
      ORDER BY v.sort_order, v.id`,
    [merchant.id],
  );
  const visibility = gameVisibility(merchant.settings);
  return rows
    .filter((r) => isVendorVisible(visibility, r.game_type, r.vassalage))
    .map((r) => ({
      id: Number(r.id),
      gameType: r.game_type,
      vassalage: r.vassalage,
      title: r.title,
      accountTypeId: r.account_type_id,
      accountTypeName: r.account_type_name,
      isHot: r.is_hot,
      isGame: r.is_game,
      gameCode: r.game_code,
      defaultPlayType: r.default_play_type,
      integration: r.integration,
      gameCount: r.game_count,
    }));
}

export function vendorCard(row: VendorRow, base: string): VendorCard {
  return {
    gameType: row.gameType,
    vassalage: row.vassalage,
    vendor: row.vassalage,
    accountTypeId: row.accountTypeId,
    accountTypeName: row.accountTypeName,
    title: row.title,
    smallIcon: base + vendorIconPath(row.vassalage),
    isHot: row.isHot ? 1 : 0,
    isGame: row.isGame,
    ...(row.gameCode ? { gameCode: row.gameCode, code: row.gameCode } : {}),
    ...(row.defaultPlayType ? { defaultPlayType: row.defaultPlayType } : {}),
    category: row.gameType,
    integration: row.integration,
    gameCount: row.gameCount,
  };
}

/** Lanes in game-type order, esports split out of sports (spec §4). */
export async function vendorLanes(q: Queryable, merchant: Merchant): Promise<CategoryGroup[]> {
  const vendors = await visibleVendors(q, merchant);
  const base = imageBase(merchant.settings);
  const lanes: CategoryGroup[] = GAME_TYPES.filter((t) => t !== 'ESPORTS').map((gameType) => ({
    gameCategory: gameType,
    vendors: vendors.filter((v) => v.gameType === gameType).map((v) => vendorCard(v, base)),
  }));
  return splitEsports(lanes).map((lane) => ({
    ...lane,
    vendors: lane.vendors.map((v) => ({ ...v, category: lane.gameCategory })),
  }));
}
