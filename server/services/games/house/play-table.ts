import type { Database } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { parseStake, refuseBelowMinStake } from '../wallet/parse-stake';
import { framed } from './house-session';
import { playHouseRound } from './play-house-round';
import { TABLE_BETS, tableOutcome, tablePayout, tableReturnPercent } from './table-engine';
import { isTableEngine } from './table-engines';

/**
 * One hand, roll or spin of a house table on the chosen bet (play-house-round.ts holds the
 * debit, outcome and credit, as for a slot spin).
 */
export async function playTable(
  db: Database,
  merchant: Merchant,
  input: { ticket: string; roundId: string; stake: string; bet: string },
) {
  const round = await framed(db, merchant, input.ticket);
  const engine = round.game.engine;
  if (!isTableEngine(engine)) throw ApiError.validation('ticket', 'this game is not a house table');
  const { bet } = input;
  if (!TABLE_BETS[engine].includes(bet))
    throw ApiError.validation('bet', `must be one of ${TABLE_BETS[engine].join(', ')}`);
  const stake = parseStake(input.stake);
  refuseBelowMinStake(stake, round.game.minStake, 'table');
  return playHouseRound(
    db,
    merchant,
    round,
    { roundId: input.roundId, stake },
    {
      call: 'house.table-play',
      request: { bet },
      debitDetail: { engine, bet },
      settle: (seed) => {
        const outcome = tableOutcome(engine, seed.serverSeed, seed.clientSeed, seed.nonce);
        return {
          payout: tablePayout(stake, tableReturnPercent(engine, bet, outcome)),
          creditDetail: { outcome },
          answer: { bet, outcome },
        };
      },
    },
  );
}
