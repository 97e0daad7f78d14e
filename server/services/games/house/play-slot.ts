import type { Database } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { parseStake, refuseBelowMinStake } from '../wallet/parse-stake';
import { framed } from './house-session';
import { playHouseRound } from './play-house-round';
import { slotPayout, spinOutcome } from './slot-engine';

/** One spin of a house slot (play-house-round.ts holds the debit, outcome and credit). */
export async function playSlot(
  db: Database,
  merchant: Merchant,
  input: { ticket: string; roundId: string; stake: string },
) {
  const round = await framed(db, merchant, input.ticket);
  if (round.game.engine !== 'slot') throw ApiError.validation('ticket', 'this game is not a slot');
  const stake = parseStake(input.stake);
  refuseBelowMinStake(stake, round.game.minStake, 'game');
  return playHouseRound(
    db,
    merchant,
    round,
    { roundId: input.roundId, stake },
    {
      call: 'house.slot-spin',
      debitDetail: { engine: 'slot' },
      settle: (seed) => {
        const outcome = spinOutcome(seed.serverSeed, seed.clientSeed, seed.nonce);
        return {
          payout: slotPayout(stake, outcome.linePays),
          creditDetail: { stops: outcome.stops, wins: outcome.wins, linePays: outcome.linePays },
          answer: { stops: outcome.stops, grid: outcome.grid, wins: outcome.wins },
        };
      },
    },
  );
}
