import type { Database } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { answerOnce, memberKey } from '../../idempotency/first-answer';
import { takeNonce } from '../fair/fair-seeds';
import { parseStake } from '../wallet/parse-stake';
import { seamlessWallet } from '../wallet/seamless-wallet';
import { framed } from './house-session';
import { TABLE_BETS, tableOutcome, tablePayout, tableReturnPercent } from './table-engine';
import { isTableEngine } from './table-engines';

/**
 * One hand, roll or spin of a house table, all or nothing in one transaction, as a slot
 * spin is: the stake on the chosen bet is debited through the seamless wallet, the round
 * read from the member's seed pair at the next nonce, the return credited. A round sent
 * again with its round id is answered with its first result.
 */
export async function playTable(
  db: Database,
  merchant: Merchant,
  input: { ticket: string; roundId: string; stake: string; bet: string },
) {
  const { holder, game } = await framed(db, merchant, input.ticket);
  const engine = game.engine;
  if (!isTableEngine(engine)) throw ApiError.validation('ticket', 'this game is not a house table');
  if (!TABLE_BETS[engine].includes(input.bet))
    throw ApiError.validation('bet', `must be one of ${TABLE_BETS[engine].join(', ')}`);
  const stake = parseStake(input.stake);
  if (stake < game.minBet) throw ApiError.validation('stake', `is below this table’s minimum bet`);
  const roundId = `m${holder.memberId}-${input.roundId}`;
  const call = {
    call: 'house.table-play',
    key: memberKey(holder.memberId, input.roundId),
    keyField: 'roundId',
    request: { game: game.id, stake, bet: input.bet },
  };
  return answerOnce(db, merchant.id, call, async (q) => {
    const seed = await takeNonce(q, merchant.id, holder.memberId);
    const outcome = tableOutcome(engine, seed.serverSeed, seed.clientSeed, seed.nonce);
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
      detail: { engine, bet: input.bet, fairSeedId: seed.id, ...fairness },
    });
    const payout = tablePayout(stake, tableReturnPercent(engine, input.bet, outcome));
    const settled = await seamlessWallet.credit(q, { ...key, amount: payout, detail: { outcome } });
    return {
      roundId: input.roundId,
      bet: input.bet,
      stake,
      payout,
      balance: settled.balance,
      outcome,
      fairness,
    };
  });
}
