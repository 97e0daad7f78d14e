import type { Static } from '@sinclair/typebox';
import type { confirmReceipt as confirmEndpoint, Withdrawal } from '../../../schemas/api/withdraw';
import { REMARK_MAX_LENGTH } from '../../../schemas/api/wallet-rules';
import { ApiError } from '../../http/api-error';
import type { SessionMember } from '../../http/authenticate';
import type { CallContext } from '../../http/call-context';
import { finalizePayout, lockWithdrawal } from './payout-lifecycle';
import { payoutsOf, withdrawalByReference, withdrawalView } from './withdrawal-rows';

type Input = Static<typeof confirmEndpoint.request>;

/**
 * The member's receipt of a payment (spec §4): received, not received (with proof
 * images uploaded first, and a remark), or all received. Each payment is confirmed
 * once; received is final.
 */
export async function confirmReceipt(
  ctx: CallContext,
  member: SessionMember,
  input: Input,
): Promise<Static<typeof Withdrawal>> {
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const remark = input.remark?.trim() || undefined;
  if (remark && [...remark].length > REMARK_MAX_LENGTH)
    throw ApiError.validation('remark', `must be at most ${REMARK_MAX_LENGTH} characters`);
  const row = await db.tx(async (q) => {
    const w = await lockWithdrawal(q, merchant, input.reference, member.memberId);
    const payouts = await payoutsOf(q, merchant.id, [w.id]);
    if (input.outcome === 'all_received') {
      const open = payouts.filter((p) => p.status === 'sent');
      if (open.length === 0) throw ApiError.conflict('No payment is waiting for your confirmation');
      for (const p of open) await finalizePayout(q, merchant, w, p, 'received', remark);
      return w;
    }
    if (!input.payoutId) throw ApiError.validation('payoutId', 'is required');
    const p = payouts.find((x) => x.id === input.payoutId);
    if (!p) throw ApiError.validation('payoutId', 'is not a payment of this withdrawal');
    if (p.status !== 'sent')
      throw ApiError.conflict(`This payment is already ${p.status.replace('_', ' ')}`, 'payoutId');
    if (input.outcome === 'received') {
      await finalizePayout(q, merchant, w, p, 'received', remark);
      return w;
    }
    if (p.proof_count === 0) throw ApiError.validation('proofs', 'add at least one proof image');
    if (!remark) throw ApiError.validation('remark', 'is required: say what you see on your side');
    await q.query(
      `UPDATE withdrawal_payouts SET status = 'disputed', remark = $2, confirmed_at = now() WHERE id = $1`,
      [p.id, remark],
    );
    return w;
  });
  const fresh = await withdrawalByReference(db, merchant.id, row.reference, { memberId: member.memberId });
  return withdrawalView(db, merchant.id, fresh ?? row);
}
