import type { Database } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';
import { answerOnce, memberKey } from '../../idempotency/first-answer';
import { takeNonce, type RevealedSeed } from '../fair/fair-seeds';
import { seamlessWallet } from '../wallet/seamless-wallet';
import type { FramedGame } from './house-session';
import type { TicketHolder } from '../launch/game-tickets';

/** What one kind of house round adds to the shared sequence: its call, its outcome and payout. */
export interface HouseRoundRules<A extends object> {
  /** The contract call the first answer is kept under. */
  call: string;
  /** What a retry must repeat besides its round id (the game and stake are always included). */
  request?: Record<string, unknown>;
  /** Kept on the debit beside the seed pair, e.g. the engine and the bet. */
  debitDetail: Record<string, unknown>;
  /** The round read from the seed pair: its payout, what the credit keeps, and the answer's own fields. */
  settle: (seed: RevealedSeed) => { payout: number; creditDetail: Record<string, unknown>; answer: A };
}

/**
 * One round of a house game, all or nothing in one transaction: the stake is debited through
 * the seamless wallet, the outcome read from the member's seed pair at the next nonce, the
 * payout credited, and the round left settled as a bet record. The answer commits with it: a
 * round whose answer was lost is answered with the same result when it is sent again.
 */
export async function playHouseRound<A extends object>(
  db: Database,
  merchant: Merchant,
  { holder, game }: { holder: TicketHolder; game: FramedGame },
  input: { roundId: string; stake: number },
  rules: HouseRoundRules<A>,
) {
  const { stake } = input;
  const call = {
    call: rules.call,
    key: memberKey(holder.memberId, input.roundId),
    keyField: 'roundId',
    request: { game: game.id, stake, ...rules.request },
  };
  // Round ids are the player's, prefixed with the member so two players never collide.
  const key = {
    merchantId: merchant.id,
    vendor: game.vassalage,
    roundId: `m${holder.memberId}-${input.roundId}`,
  };
  return answerOnce(db, merchant.id, call, async (q) => {
    const seed = await takeNonce(q, merchant.id, holder.memberId);
    const fairness = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
    await seamlessWallet.debit(q, {
      ...key,
      memberId: holder.memberId,
      currency: merchant.currency,
      wallet: holder.wallet,
      gameType: game.gameType,
      gameId: game.id,
      gameName: game.name,
      amount: stake,
      detail: { ...rules.debitDetail, fairSeedId: seed.id, ...fairness },
    });
    const { payout, creditDetail, answer } = rules.settle(seed);
    const settled = await seamlessWallet.credit(q, { ...key, amount: payout, detail: creditDetail });
    return { roundId: input.roundId, stake, payout, balance: settled.balance, ...answer, fairness };
  });
}
