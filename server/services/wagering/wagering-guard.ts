import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { minorText } from '../wallet/parse-amount';
import { outstandingTurnover } from './wager-rows';

/**
 * Refuse to let money leave the member's wallets (a withdrawal, a transfer to the
 * upline) while a bonus's turnover is not met: 409 WAGERING_REQUIRED naming what is
 * left to bet. Call it once before the work (a clear answer without side effects) and
 * again after the ledger posting that locked the main wallet, in the same transaction:
 * a bonus credited meanwhile is then seen, and the posting rolls back with the refusal.
 */
export async function refuseWhileWagering(
  q: Queryable,
  merchantId: number,
  memberId: number,
  action: 'withdraw' | 'transfer',
): Promise<void> {
  const remaining = await outstandingTurnover(q, merchantId, memberId);
  if (remaining <= 0) return;
  const left = minorText(remaining);
  throw new ApiError(
    409,
    'WAGERING_REQUIRED',
    `Bet ${left} more before you can ${action === 'withdraw' ? 'withdraw' : 'transfer money out'}: your bonus's wagering requirement is not met yet (or forfeit the bonus)`,
    [{ field: 'amount', message: `bet ${left} more first (bonus wagering)` }],
    { remaining },
  );
}
