import type { Database } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { answerOnce, memberKey } from '../../idempotency/first-answer';
import { takeNonce } from '../fair/fair-seeds';
import { parseStake } from '../wallet/parse-stake';
import { seamlessWallet } from '../wallet/seamless-wallet';
import { framed } from './house-session';
import { slotPayout, spinOutcome } from './slot-engine';

/**
 * One spin, all or nothing in one transaction: the stake is debited through the seamless
 * wallet, the outcome read from the member's seed pair at the next nonce, the payout
 * credited, and the round left settled as a bet record. The answer commits with it: a
 * spin whose answer was lost is answered with the same result when it is sent again.
 */
export async function playSlot(
  db: Database,
  merchant: Merchant,
  input: { ticket: string; roundId: string; stake: string },
) {
  const { holder, game } = await framed(db, merchant, input.ticket);
  if (game.engine !== 'slot') throw ApiError.validation('ticket', 'this game is not a slot');
  const stake = parseStake(input.stake);
  if (stake < game.minBet) throw ApiError.validation('stake', `is below this game’s minimum bet`);
  // Round ids are the player's, prefixed with the member so two players never collide.
  const roundId = `m${holder.memberId}-${input.roundId}`;
  // A retry of this spin (same round id and stake) is answered with its first result.
  const call = {
    call: 'house.slot-spin',
    key: memberKey(holder.memberId, input.roundId),
    keyField: 'roundId',
    request: { game: game.id, stake },
  };
  return answerOnce(db, merchant.id, call, async (q) => {
    const seed = await takeNonce(q, merchant.id, holder.memberId);
    const outcome = spinOutcome(seed.serverSeed, seed.clientSeed, seed.nonce);
    const fairness = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
    const key = { merchantId: merchant.id, vendor: game.vassalage, roundId };
    await seamlessWallet.debit(q, {
      ...key,
      memberId: holder.memberId,
      currency: merchant.currency,
      wallet: holder.wallet,
      gameType: game.gameType,
      gameId: game.id,
      gameName: game.name,
      amount: stake,
      detail: { engine: 'slot', fairSeedId: seed.id, ...fairness },
    });
    const payout = slotPayout(stake, outcome.linePays);
    const settled = await seamlessWallet.credit(q, {
      ...key,
      amount: payout,
      detail: { stops: outcome.stops, wins: outcome.wins, linePays: outcome.linePays },
    });
    return {
      roundId: input.roundId,
      stake,
      payout,
      balance: settled.balance,
      stops: outcome.stops,
      grid: outcome.grid,
      wins: outcome.wins,
      fairness,
    };
  });
}
