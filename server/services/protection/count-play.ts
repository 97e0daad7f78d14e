import type { Queryable } from '../../db/database';
import { checkAgainstLimits, releaseFromLimits, reserveAgainstLimits } from './count-against-limits';
import { countInPlaySession } from './play-session';

export interface PlayMovement {
  merchantId: number;
  memberId: number;
  /** The wallet the round plays from; trial credit (`demo`) never counts. */
  wallet: string;
  /** Minor units. */
  amount: number;
}

/**
 * Stakes and payouts also count in the member's play session, for the net result its reality
 * checks show.
 *
 * A stake counts in full against the wager limits and, until the round pays, against the loss
 * limits (the most it can lose). Both in the round's transaction: refused, nothing moves.
 */
export async function countStake(q: Queryable, m: PlayMovement): Promise<void> {
  if (m.wallet === 'demo') return;
  await reserveAgainstLimits(q, { ...m, kind: 'wager' });
  await reserveAgainstLimits(q, { ...m, kind: 'loss' });
  await countInPlaySession(q, m, m.amount, 0);
}

/** A payout takes itself off the net loss. */
export async function countWin(q: Queryable, m: PlayMovement): Promise<void> {
  if (m.wallet === 'demo') return;
  await releaseFromLimits(q, { ...m, kind: 'loss' });
  await countInPlaySession(q, m, 0, m.amount);
}

/** A rolled-back round never happened: its stake leaves both counts. */
export async function returnStake(q: Queryable, m: PlayMovement): Promise<void> {
  if (m.wallet === 'demo') return;
  await releaseFromLimits(q, { ...m, kind: 'wager' });
  await releaseFromLimits(q, { ...m, kind: 'loss' });
  await countInPlaySession(q, m, -m.amount, 0);
}

/**
 * A launch or a transfer into a game wallet is refused when `amount` (for a launch, the smallest
 * possible stake: 1 minor unit) would already pass a wager or loss limit. It counts nothing: the
 * stakes themselves count when they are made.
 */
export async function refuseWhenPlayWouldPass(
  q: Queryable,
  m: { merchantId: number; memberId: number; amount: number },
): Promise<void> {
  await checkAgainstLimits(q, { ...m, kind: 'wager' });
  await checkAgainstLimits(q, { ...m, kind: 'loss' });
}
