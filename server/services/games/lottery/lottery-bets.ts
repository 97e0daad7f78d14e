import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { answerOnce, memberKey } from '../../idempotency/first-answer';
import { framed } from '../house/house-session';
import { parseStake, refuseBelowMinStake } from '../wallet/parse-stake';
import { seamlessWallet } from '../wallet/seamless-wallet';
import { ensureDraw } from './lottery-draws';
import { CLOSE_BEFORE_SECONDS, PLAY_TYPES, type PlayType } from './lottery-rules';

export interface BetInput {
  ticket: string;
  roundId: string;
  drawNo: string;
  playType: PlayType;
  pick: string;
  stake: string;
}

/**
 * A bet on the open draw of the framed game. The draw row is share-locked while the
 * stake is taken, so a draw is never drawn half way through a bet on it.
 */
export async function placeBet(db: Database, merchant: Merchant, input: BetInput) {
  const { holder, game } = await framed(db, merchant, input.ticket);
  if (game.engine !== 'lottery') throw ApiError.validation('ticket', 'this game is not a lottery');
  const digits = PLAY_TYPES[input.playType].digits;
  if (input.pick.length !== digits)
    throw ApiError.validation('pick', `must have ${digits} digits for this play type`);
  const stake = parseStake(input.stake);
  refuseBelowMinStake(stake, game.minStake, 'game');
  const call = {
    call: 'house.lottery-bet',
    key: memberKey(holder.memberId, input.roundId),
    keyField: 'roundId',
    request: { game: game.id, drawNo: input.drawNo, playType: input.playType, pick: input.pick, stake },
  };
  let current: Awaited<ReturnType<typeof ensureDraw>> | undefined;
  const before = async () => {
    current = await ensureDraw(db, merchant.id, { id: game.id, gameCode: game.gameCode });
    if (input.drawNo !== current.drawNo)
      throw ApiError.conflict('This draw is closed: bet on the current draw', 'drawNo');
  };
  const roundId = `m${holder.memberId}-${input.roundId}`;
  // A retry of this bet is answered with its first answer, even once the draw has closed.
  return answerOnce(
    db,
    merchant.id,
    call,
    async (q: Queryable) => {
      if (!current) throw ApiError.conflict('This draw is closed: bet on the current draw', 'drawNo');
      const [draw] = await q.query<{ id: number; status: string; draw_at: Date }>(
        `SELECT id, status, draw_at FROM lottery_draws WHERE id = $1 AND merchant_id = $2 FOR SHARE`,
        [current.id, merchant.id],
      );
      if (
        !draw ||
        draw.status !== 'open' ||
        Date.now() > draw.draw_at.getTime() - CLOSE_BEFORE_SECONDS * 1000
      ) {
        throw ApiError.conflict('Betting on this draw has closed', 'drawNo');
      }
      const { round, balance } = await seamlessWallet.debit(q, {
        merchantId: merchant.id,
        vendor: game.vassalage,
        roundId,
        memberId: holder.memberId,
        currency: merchant.currency,
        wallet: holder.wallet,
        gameType: game.gameType,
        gameId: game.id,
        gameName: game.name,
        amount: stake,
        detail: {
          engine: 'lottery',
          drawNo: current.drawNo,
          playType: input.playType,
          pick: input.pick,
          serverSeedHash: current.serverSeedHash,
        },
      });
      await q.query(
        `INSERT INTO lottery_bets (merchant_id, member_id, draw_id, round_pk, play_type, pick, stake)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [merchant.id, holder.memberId, draw.id, round.id, input.playType, input.pick, stake],
      );
      return { drawNo: current.drawNo, playType: input.playType, pick: input.pick, stake, balance };
    },
    { before },
  );
}
