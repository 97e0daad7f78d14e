import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';
import { gameIconPath, imageBase } from '../art/art-urls';
import { visibleVendors } from '../catalogue/vendor-lanes';
import { ensureDraw, openedDraws, type DrawRow } from './lottery-draws';
import { CLOSE_BEFORE_SECONDS, DRAW_EVERY_SECONDS, PLAY_TYPES } from './lottery-rules';

export interface LotteryGameRow {
  id: number;
  gameCode: string;
  name: string;
  vendor: string;
  gameType: 'LOTT' | 'ELOTT';
  artSeed: number;
}

/** The draw as callers see it: the seed stays secret until drawn. */
export function publicDraw(d: DrawRow) {
  return {
    gameCode: d.gameCode,
    drawNo: d.drawNo,
    drawAt: d.drawAt.toISOString(),
    closesAt: new Date(d.drawAt.getTime() - CLOSE_BEFORE_SECONDS * 1000).toISOString(),
    status: d.status,
    serverSeedHash: d.serverSeedHash,
    serverSeed: d.serverSeed,
    numbers: d.numbers,
  };
}

export const PLAY_TYPE_INFO = Object.entries(PLAY_TYPES).map(([code, p]) => ({
  code,
  digits: p.digits,
  pays: p.tenthsPerHit / 10,
}));

/**
 * Vendors of a prize mode: e-lottery is the ELOTT type; SEA its own vendor; ZY (自营, the
 * merchant's own lottery) the LOTT vendor; Lott every lottery of the LOTT type
 * (docs/decisions/prize-mode-zy.md).
 */
function inMode(prizeMode: string, gameType: string, vendor: string): boolean {
  if (prizeMode === 'Elott') return gameType === 'ELOTT';
  if (prizeMode === 'SEA') return vendor === 'TCG_SEA';
  if (prizeMode === 'ZY') return vendor === 'LOTT';
  return gameType === 'LOTT';
}

/** The merchant's visible lottery games, optionally of one prize mode. */
export async function lotteryGames(
  q: Queryable,
  merchant: Merchant,
  prizeMode?: string,
): Promise<LotteryGameRow[]> {
  const vendors = (await visibleVendors(q, merchant)).filter(
    (v) =>
      (v.gameType === 'LOTT' || v.gameType === 'ELOTT') &&
      (!prizeMode || inMode(prizeMode, v.gameType, v.vassalage)),
  );
  if (vendors.length === 0) return [];
  const rows = await q.query<{
    id: number;
    game_code: string;
    name: string;
    vassalage: string;
    game_type: 'LOTT' | 'ELOTT';
    art_seed: number;
  }>(
    `SELECT id, game_code, name, vassalage, game_type, art_seed FROM games
      WHERE merchant_id = $1 AND vendor_id = ANY($2::bigint[]) AND engine = 'lottery' AND enabled
      ORDER BY vendor_id, sort_order, id`,
    [merchant.id, vendors.map((v) => v.id)],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    gameCode: r.game_code,
    name: r.name,
    vendor: r.vassalage,
    gameType: r.game_type,
    artSeed: r.art_seed,
  }));
}

export async function menuEntry(q: Queryable, merchant: Merchant, game: LotteryGameRow) {
  const current = await ensureDraw(q, merchant.id, { id: game.id, gameCode: game.gameCode });
  const [last] = await openedDraws(q, merchant.id, [game.gameCode], 1);
  return {
    gameCode: game.gameCode,
    name: game.name,
    vendor: game.vendor,
    gameType: game.gameType,
    nodeId: game.id,
    icon: imageBase(merchant.settings) + gameIconPath(game.artSeed, game.name),
    drawEverySeconds: DRAW_EVERY_SECONDS[game.gameCode] ?? 300,
    current: publicDraw(current),
    last: last ? publicDraw(last) : null,
    playTypes: PLAY_TYPE_INFO,
  };
}
