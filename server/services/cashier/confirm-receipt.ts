import type { Static } from '@sinclair/typebox';
import type { confirmReceipt as confirmEndpoint, Withdrawal } from '../../../schemas/api/withdraw';
import { REMARK_MAX_LENGTH } from '../../../schemas/api/wallet-rules';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import type { Queryable } from '../../db/database';
import { answerOnce, memberKey } from '../idempotency/first-answer';
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
  return answerOnce(
    db,
    merchant.id,
    {
      call: 'withdraw.confirmReceipt',
      key: memberKey(member.memberId, input.idempotencyKey),
      keyField: 'idempotencyKey',
      request: {
        reference: input.reference,
        outcome: input.outcome,
        payoutId: input.payoutId ?? null,
        remark: remark ?? null,
      },
    },
    async (q) => {
      const w = await confirm(q, merchant, member.memberId, { ...input, remark });
      // Read in this transaction: the answer shows what this confirmation changed.
      const fresh = await withdrawalByReference(q, merchant.id, w.reference, { memberId: member.memberId });
      return withdrawalView(q, merchant.id, fresh ?? w);
    },
  );
}

async function confirm(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  input: Omit<Input, 'remark' | 'idempotencyKey'> & { remark: string | undefined },
) {
  const remark = input.remark;
  const w = await lockWithdrawal(q, merchant, input.reference, memberId);
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
}
