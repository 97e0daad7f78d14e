import type { Static } from '@sinclair/typebox';
import type { createWithdrawal as createEndpoint, Withdrawal } from '../../../schemas/api/withdraw';
import { ApiError } from '../../http/api-error';
import type { SessionMember } from '../../http/authenticate';
import type { CallContext } from '../../http/call-context';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { refuseTrial } from '../wallet/member-guard';
import { minorText, parseAmountField } from '../wallet/parse-amount';
import { refuseWhileWagering } from '../wagering/wagering-guard';
import { payoutAccountById } from './payout-accounts';
import { verifyPaymentPassword } from './payment-password';
import { newReference } from './references';
import { withdrawLimits } from './withdraw-settings';
import { WITHDRAWAL_COLUMNS, withdrawalView, type WithdrawalRow } from './withdrawal-rows';

type Input = Static<typeof createEndpoint.request>;

/**
 * Ask to withdraw: after the limits, the bonus wagering rule, the payment password, the
 * balance and the one-open-withdrawal rule, the amount moves from main to the member's
 * hold account in the same database transaction that records the request (all or nothing).
 */
export async function createWithdrawal(
  ctx: CallContext,
  member: SessionMember,
  input: Input,
): Promise<Static<typeof Withdrawal>> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const amount = parseAmountField(input.amount);

  const earlier = await byClientKey(ctx, member.memberId, input.idempotencyKey);
  if (earlier) return answerRepeat(ctx, earlier, amount, input.payoutAccountId);

  const account = await payoutAccountById(db, merchant.id, member.memberId, input.payoutAccountId);
  if (!account) throw ApiError.validation('payoutAccountId', 'is not one of your bound accounts');
  const limits = withdrawLimits(merchant);
  if (amount < limits.minAmount)
    throw new ApiError(400, 'LIMIT', `The minimum withdrawal is ${minorText(limits.minAmount)}`, [
      { field: 'amount', message: `must be at least ${minorText(limits.minAmount)}` },
    ]);
  if (amount > limits.maxAmount)
    throw new ApiError(400, 'LIMIT', `The maximum withdrawal is ${minorText(limits.maxAmount)}`, [
      { field: 'amount', message: `must be at most ${minorText(limits.maxAmount)}` },
    ]);
  // Before the payment password, so a refusal costs no password try.
  await refuseWhileWagering(db, merchant.id, member.memberId, 'withdraw');
  await verifyPaymentPassword(db, merchant, member.memberId, input.paymentPassword.trim());
  const available = await balanceOf(db, merchant.id, { memberId: member.memberId, kind: 'main' });
  if (amount > available) {
    // A twin of this submit may have held the money a moment ago.
    const twin = await byClientKey(ctx, member.memberId, input.idempotencyKey);
    if (twin) return answerRepeat(ctx, twin, amount, input.payoutAccountId);
    throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'The amount is above your main wallet balance', [
      { field: 'amount', message: `must be at most ${minorText(available)}` },
    ]);
  }

  let row: WithdrawalRow | undefined;
  try {
    row = await db.tx(async (q) => {
      const inserted = await q.query<WithdrawalRow>(
        `INSERT INTO withdrawals (merchant_id, member_id, reference, payout_account_id, amount, currency, client_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (merchant_id, member_id, client_key) DO NOTHING
         RETURNING ${WITHDRAWAL_COLUMNS}`,
        [
          merchant.id,
          member.memberId,
          newReference('WD'),
          account.id,
          amount,
          merchant.currency,
          input.idempotencyKey,
        ],
      );
      const w = inserted[0];
      if (!w) return undefined;
      const hold = await postTransaction(q, merchant.currency, {
        merchantId: merchant.id,
        kind: 'withdrawal.hold',
        idempotencyKey: `withdrawal-hold:${w.id}`,
        reference: w.reference,
        postings: [
          { account: { memberId: member.memberId, kind: 'main' }, amount: -amount },
          { account: { memberId: member.memberId, kind: 'hold' }, amount },
        ],
      });
      // The hold locked the main wallet: a bonus credited meanwhile is visible now.
      await refuseWhileWagering(q, merchant.id, member.memberId, 'withdraw');
      await q.query('UPDATE withdrawals SET hold_tx_id = $2 WHERE id = $1', [w.id, hold.id]);
      return w;
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    // Another open withdrawal exists (the one-open index) or the balance moved, unless a twin of this submit won.
    if (code !== '23505' && code !== 'INSUFFICIENT_FUNDS') throw err;
    if (code === 'INSUFFICIENT_FUNDS' && !(await byClientKey(ctx, member.memberId, input.idempotencyKey)))
      throw err;
  }
  if (row) return withdrawalView(db, merchant.id, row);
  const twin = await byClientKey(ctx, member.memberId, input.idempotencyKey);
  if (twin) return answerRepeat(ctx, twin, amount, input.payoutAccountId);
  throw ApiError.conflict('You already have a withdrawal in progress; wait until it is completed');
}

async function byClientKey(
  ctx: CallContext,
  memberId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const rows = await ctx.deps.db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE merchant_id = $1 AND member_id = $2 AND client_key = $3`,
    [ctx.merchant.id, memberId, key],
  );
  return rows[0];
}

async function answerRepeat(ctx: CallContext, row: WithdrawalRow, amount: number, accountId: number) {
  if (row.amount !== amount || row.payout_account_id !== accountId)
    throw new ApiError(
      409,
      'IDEMPOTENCY_MISMATCH',
      'This submission key was already used for another withdrawal',
      [{ field: 'idempotencyKey', message: 'already used for another withdrawal' }],
    );
  return withdrawalView(ctx.deps.db, ctx.merchant.id, row);
}
