import {
  getLotteryMenu,
  getLotteryState,
  getMyOpenedNumbers,
  getOpenedNumbers,
  getRecentLotteryMenu,
  placeLotteryBet,
} from '../../schemas/api/lottery';
import { ApiError } from '../domain/api-error';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import type { MerchantSettings } from '../domain/merchant';
import { moduleOff, requireModule } from '../services/system/module-ids';
import { framed } from '../services/games/house/house-session';
import { placeBet } from '../services/games/lottery/lottery-bets';
import { openedDraws, toDraw } from '../services/games/lottery/lottery-draws';
import { lotteryGames, menuEntry, publicDraw } from '../services/games/lottery/lottery-menu';
import { seamlessWallet } from '../services/games/wallet/seamless-wallet';
import type { RoutePlugin } from './route-plugin';

/**
 * The lists of the lottery calls answer DISABLED once both lottery modules are switched off
 * (lottery and e-lottery share them; with one off its games are left out). The framed game's
 * calls (state, bet) check the game's own type in `framed`.
 */
function requireLotteryModule(settings: MerchantSettings): void {
  if (moduleOff(settings, 'lottery') && moduleOff(settings, 'elottery'))
    requireModule(settings, 'lottery', 'The lottery');
}

/** Lottery calls of spec §7 and the house lottery frame's API. */
export const lotteryRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.db;
  handle(app, deps, getLotteryMenu, async (input, ctx) => {
    requireLotteryModule(ctx.merchant.settings);
    const prizeMode = input.prizeMode ?? 'Lott';
    const games = await lotteryGames(db, ctx.merchant, prizeMode);
    return { prizeMode, games: await Promise.all(games.map((g) => menuEntry(db, ctx.merchant, g))) };
  });
  handle(app, deps, getRecentLotteryMenu, async (input, ctx) => {
    requireLotteryModule(ctx.merchant.settings);
    const member = sessionOf(ctx);
    const games = await lotteryGames(db, ctx.merchant, input.prizeMode);
    const recent = await db.query<{ game_id: number }>(
      `SELECT game_id FROM game_recent WHERE merchant_id = $1 AND member_id = $2 AND game_id = ANY($3::bigint[])
        ORDER BY last_played_at DESC LIMIT 10`,
      [ctx.merchant.id, member.memberId, games.map((g) => g.id)],
    );
    const byId = new Map(games.map((g) => [g.id, g]));
    const picked = recent.map((r) => byId.get(Number(r.game_id))).filter((g) => g !== undefined);
    return { games: await Promise.all(picked.map((g) => menuEntry(db, ctx.merchant, g))) };
  });
  handle(app, deps, getOpenedNumbers, async (input, ctx) => {
    requireLotteryModule(ctx.merchant.settings);
    const games = await lotteryGames(db, ctx.merchant, input.prizeMode);
    const codes = games.map((g) => g.gameCode).filter((c) => !input.gameCode || c === input.gameCode);
    if (input.gameCode && codes.length === 0) {
      throw new ApiError(404, 'NOT_FOUND', 'gameCode: no such lottery game on this site', [
        { field: 'gameCode', message: 'no such lottery game on this site' },
      ]);
    }
    return { list: (await openedDraws(db, ctx.merchant.id, codes, input.count)).map(publicDraw) };
  });
  handle(app, deps, getMyOpenedNumbers, async (input, ctx) => {
    requireLotteryModule(ctx.merchant.settings);
    const member = sessionOf(ctx);
    const draws = await db.query<Parameters<typeof toDraw>[0]>(
      `SELECT d.id, d.game_code, d.draw_no, d.opens_at, d.draw_at, d.status, d.server_seed, d.server_seed_hash, d.numbers
         FROM lottery_draws d
        WHERE d.merchant_id = $1 AND d.status = 'drawn' AND ($3::text IS NULL OR d.game_code = $3)
          AND EXISTS (SELECT 1 FROM lottery_bets b WHERE b.draw_id = d.id AND b.member_id = $2)
        ORDER BY d.draw_at DESC LIMIT $4`,
      [ctx.merchant.id, member.memberId, input.gameCode ?? null, input.count],
    );
    const bets = await db.query<{
      draw_id: number;
      play_type: string;
      pick: string;
      stake: number;
      payout: number;
      status: string;
    }>(
      `SELECT draw_id, play_type, pick, stake, payout, status FROM lottery_bets
        WHERE merchant_id = $1 AND member_id = $2 AND draw_id = ANY($3::bigint[]) ORDER BY id`,
      [ctx.merchant.id, member.memberId, draws.map((d) => d.id)],
    );
    return {
      list: draws.map((d) => ({
        draw: publicDraw(toDraw(d)),
        bets: bets
          .filter((b) => Number(b.draw_id) === Number(d.id))
          .map((b) => ({
            playType: b.play_type,
            pick: b.pick,
            stake: Number(b.stake),
            payout: Number(b.payout),
            status: b.status,
          })),
      })),
    };
  });
  handle(app, deps, getLotteryState, async (input, ctx) => {
    const { holder, game } = await framed(db, ctx.merchant, input.ticket);
    if (game.engine !== 'lottery') throw ApiError.validation('ticket', 'this game is not a lottery');
    const entry = await menuEntry(db, ctx.merchant, {
      id: game.id,
      gameCode: game.gameCode,
      name: game.name,
      vendor: game.vassalage,
      gameType: game.gameType as 'LOTT' | 'ELOTT',
      artSeed: game.artSeed,
    });
    const opened = await openedDraws(db, ctx.merchant.id, [game.gameCode], 10);
    const myBets = await db.query<{
      draw_no: string;
      play_type: string;
      pick: string;
      stake: number;
      payout: number;
      status: string;
    }>(
      `SELECT d.draw_no, b.play_type, b.pick, b.stake, b.payout, b.status
         FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
        WHERE b.merchant_id = $1 AND b.member_id = $2 AND d.game_code = $3 ORDER BY b.id DESC LIMIT 20`,
      [ctx.merchant.id, holder.memberId, game.gameCode],
    );
    return {
      game: entry,
      opened: opened.map(publicDraw),
      myBets: myBets.map((b) => ({
        drawNo: b.draw_no,
        playType: b.play_type,
        pick: b.pick,
        stake: Number(b.stake),
        payout: Number(b.payout),
        status: b.status,
      })),
      balance: await seamlessWallet.balance(db, ctx.merchant.id, holder.memberId, holder.wallet),
      wallet: holder.wallet,
      currency: ctx.merchant.currency,
      now: new Date().toISOString(),
    };
  });
  handle(app, deps, placeLotteryBet, async (input, ctx) => placeBet(db, ctx.merchant, input));
};
