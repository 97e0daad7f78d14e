import type { Database, Queryable } from '../../../db/database';
import { newServerSeed, seedHash } from '../fair/fair-random';
import { seamlessWallet } from '../wallet/seamless-wallet';
import { drawNumbers, drawSlot, hits, isPlayType, lotteryPayout, type DrawNumbers } from './lottery-rules';

export interface DrawRow {
  id: number;
  gameCode: string;
  drawNo: string;
  opensAt: Date;
  drawAt: Date;
  status: 'open' | 'drawn';
  serverSeedHash: string;
  /** Only once drawn. */
  serverSeed: string | null;
  numbers: DrawNumbers | null;
}

interface Row {
  id: number;
  game_code: string;
  draw_no: string;
  opens_at: Date;
  draw_at: Date;
  status: 'open' | 'drawn';
  server_seed: string;
  server_seed_hash: string;
  numbers: DrawNumbers | null;
}

const COLUMNS = 'id, game_code, draw_no, opens_at, draw_at, status, server_seed, server_seed_hash, numbers';

export function toDraw(r: Row): DrawRow {
  return {
    id: Number(r.id),
    gameCode: r.game_code,
    drawNo: r.draw_no,
    opensAt: r.opens_at,
    drawAt: r.draw_at,
    status: r.status,
    serverSeedHash: r.server_seed_hash,
    serverSeed: r.status === 'drawn' ? r.server_seed : null,
    numbers: r.numbers,
  };
}

/**
 * The draw of the slot `at` falls in, created on first need with a fresh seed whose
 * hash is public from then on. Concurrent creators agree on one row.
 */
export async function ensureDraw(
  q: Queryable,
  merchantId: number,
  game: { id: number; gameCode: string },
  at = new Date(),
): Promise<DrawRow> {
  const slot = drawSlot(game.gameCode, at);
  const seed = newServerSeed();
  await q.query(
    `INSERT INTO lottery_draws (merchant_id, game_id, game_code, draw_no, opens_at, draw_at, server_seed, server_seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (merchant_id, game_code, draw_no) DO NOTHING`,
    [merchantId, game.id, game.gameCode, slot.drawNo, slot.opensAt, slot.drawAt, seed, seedHash(seed)],
  );
  const [row] = await q.query<Row>(
    `SELECT ${COLUMNS} FROM lottery_draws WHERE merchant_id = $1 AND game_code = $2 AND draw_no = $3`,
    [merchantId, game.gameCode, slot.drawNo],
  );
  return toDraw(row as Row);
}

/** Make sure every lottery game of every merchant has its current draw open. */
export async function ensureCurrentDraws(db: Database, at = new Date()): Promise<void> {
  const games = await db.query<{ id: number; merchant_id: number; game_code: string }>(
    `SELECT id, merchant_id, game_code FROM games WHERE engine = 'lottery' AND enabled`,
  );
  for (const g of games) await ensureDraw(db, g.merchant_id, { id: Number(g.id), gameCode: g.game_code }, at);
}

/**
 * Draw every due draw exactly once, even with several server processes on one database:
 * each draw is taken with `FOR UPDATE SKIP LOCKED` in its own transaction, drawn, its
 * bets settled through the seamless wallet, and marked drawn before the lock is released.
 * Another process skips the locked row and, after commit, no longer sees it as open.
 */
export async function settleDueDraws(
  db: Database,
  drawnBy: string,
  now = new Date(),
  max = 50,
): Promise<number> {
  let drawn = 0;
  for (; drawn < max; drawn++) {
    const done = await db.tx(async (q) => {
      const [row] = await q.query<Row & { merchant_id: number }>(
        `SELECT ${COLUMNS}, merchant_id FROM lottery_draws
          WHERE status = 'open' AND draw_at <= $1 ORDER BY draw_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!row) return false;
      const numbers = drawNumbers(row.server_seed, row.game_code, row.draw_no);
      await q.query(
        `UPDATE lottery_draws SET status = 'drawn', numbers = $2, drawn_at = now(), drawn_by = $3 WHERE id = $1`,
        [row.id, JSON.stringify(numbers), drawnBy],
      );
      await settleBets(q, row.merchant_id, Number(row.id), numbers);
      return true;
    });
    if (!done) break;
  }
  return drawn;
}

async function settleBets(
  q: Queryable,
  merchantId: number,
  drawId: number,
  numbers: DrawNumbers,
): Promise<void> {
  const bets = await q.query<{
    id: number;
    play_type: string;
    pick: string;
    stake: number;
    vendor: string;
    round_id: string;
  }>(
    `SELECT b.id, b.play_type, b.pick, b.stake, r.vendor, r.round_id
       FROM lottery_bets b JOIN game_rounds r ON r.id = b.round_pk
      WHERE b.draw_id = $1 AND b.status = 'open' ORDER BY b.id`,
    [drawId],
  );
  for (const bet of bets) {
    if (!isPlayType(bet.play_type)) continue;
    const count = hits(numbers, bet.play_type, bet.pick);
    const payout = lotteryPayout(Number(bet.stake), bet.play_type, count);
    await seamlessWallet.credit(q, {
      merchantId,
      vendor: bet.vendor,
      roundId: bet.round_id,
      amount: payout,
      detail: { hits: count },
    });
    await q.query(`UPDATE lottery_bets SET status = 'settled', payout = $2 WHERE id = $1`, [bet.id, payout]);
  }
}

/** The latest drawn draws (newest first), of some games of the merchant. */
export async function openedDraws(
  q: Queryable,
  merchantId: number,
  gameCodes: string[],
  count: number,
): Promise<DrawRow[]> {
  if (gameCodes.length === 0) return [];
  const rows = await q.query<Row>(
    `SELECT ${COLUMNS} FROM lottery_draws
      WHERE merchant_id = $1 AND game_code = ANY($2::text[]) AND status = 'drawn'
      ORDER BY draw_at DESC, id DESC LIMIT $3`,
    [merchantId, gameCodes, count],
  );
  return rows.map(toDraw);
}
