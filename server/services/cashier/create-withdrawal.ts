import type { Static } from '@sinclair/typebox';
import type { createWithdrawal as createEndpoint, Withdrawal } from '../../../schemas/api/withdraw';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import type { Merchant } from '../../domain/merchant';
import type { Queryable } from '../../db/database';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { refuseWithoutKyc } from '../kyc/withdrawal-kyc-gate';
import { refuseTrial } from '../wallet/member-guard';
import { minorText, parseAmountField, refuseOutsideLimits } from '../wallet/parse-amount';
import { refuseWhileWagering } from '../wagering/wagering-guard';
import { payoutAccountById } from './payout-accounts';
import { verifyPaymentPassword } from './payment-password';
import { newReference } from './references';
import { withdrawLimits } from './withdraw-settings';
import { WITHDRAWAL_COLUMNS, withdrawalView, type WithdrawalRow } from './withdrawal-rows';

type Input = Static<typeof createEndpoint.request>;

/**
 * Ask to withdraw: after the limits, the merchant's KYC rule, the bonus wagering rule, the payment password, the
 * balance and the one-open-withdrawal rule, the amount moves from main to the member's
 * hold account in the same database transaction that records the request (all or nothing). A retry
 * with the same key is answered with the first answer, before the password is asked.
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
  const memberId = member.memberId;
  try {
    return await answerOnce(
      db,
      merchant.id,
      {
        call: 'withdraw.create',
        key: memberKey(memberId, input.idempotencyKey),
        keyField: 'idempotencyKey',
        request: { payoutAccountId: input.payoutAccountId, amount },
      },
      (q) => hold(q, merchant, memberId, { ...input, amount }),
      {
        before: async () => {
          const limits = withdrawLimits(merchant);
          refuseOutsideLimits(amount, limits, 'Withdrawals');
          // The merchant's KYC rule, before the password too (docs/decisions/kyc-documents.md).
          await refuseWithoutKyc(db, merchant, memberId);
          // Before the payment password, so a refusal costs no password try.
          await refuseWhileWagering(db, merchant.id, memberId, 'withdraw');
          await verifyPaymentPassword(ctx.deps, merchant, memberId, input.paymentPassword.trim(), {
            replayKey: `withdraw.create ${memberKey(memberId, input.idempotencyKey)}`,
          });
        },
      },
    );
  } catch (err) {
    const e = err as { code?: string };
    // The one-open-withdrawal index.
    if (e.code === '23505')
      throw ApiError.conflict('You already have a withdrawal in progress; wait until it is completed');
    if (e.code === 'INSUFFICIENT_FUNDS') {
      const available = await balanceOf(db, merchant.id, { memberId, kind: 'main' });
      throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'The amount is above your main wallet balance', [
        { field: 'amount', message: `must be at most ${minorText(available)}` },
      ]);
    }
    throw err;
  }
}

async function hold(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
  input: { payoutAccountId: number; amount: number; idempotencyKey: string },
): Promise<Static<typeof Withdrawal>> {
  const earlier = await byClientKey(q, merchant.id, memberId, input.idempotencyKey);
  // Made before, its first answer no longer kept: answer it as it stands now.
  if (earlier) return answerRepeat(q, merchant.id, earlier, input.amount, input.payoutAccountId);
  const account = await payoutAccountById(q, merchant.id, memberId, input.payoutAccountId);
  if (!account) throw ApiError.validation('payoutAccountId', 'is not one of your bound accounts');
  const [w] = await q.query<WithdrawalRow>(
    `INSERT INTO withdrawals (merchant_id, member_id, reference, payout_account_id, amount, currency, client_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING ${WITHDRAWAL_COLUMNS}`,
    [
      merchant.id,
      memberId,
      newReference('WD'),
      account.id,
      input.amount,
      merchant.currency,
      input.idempotencyKey,
    ],
  );
  const row = w as WithdrawalRow;
  const tx = await postTransaction(q, merchant.currency, {
    merchantId: merchant.id,
    kind: 'withdrawal.hold',
    idempotencyKey: `withdrawal-hold:${row.id}`,
    reference: row.reference,
    postings: [
      { account: { memberId, kind: 'main' }, amount: -input.amount },
      { account: { memberId, kind: 'hold' }, amount: input.amount },
    ],
  });
  // The hold locked the main wallet: a bonus credited meanwhile is visible now.
  await refuseWhileWagering(q, merchant.id, memberId, 'withdraw');
  await q.query('UPDATE withdrawals SET hold_tx_id = $2 WHERE id = $1', [row.id, tx.id]);
  return withdrawalView(q, merchant.id, row);
}

async function byClientKey(
  q: Queryable,
  merchantId: number,
  memberId: number,
  key: string,
): Promise<WithdrawalRow | undefined> {
  const rows = await q.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals WHERE merchant_id = $1 AND member_id = $2 AND client_key = $3`,
    [merchantId, memberId, key],
  );
  return rows[0];
}

async function answerRepeat(
  q: Queryable,
  merchantId: number,
  row: WithdrawalRow,
  amount: number,
  accountId: number,
) {
  if (row.amount !== amount || row.payout_account_id !== accountId)
    throw new ApiError(
      409,
      'IDEMPOTENCY_MISMATCH',
      'This submission key was already used for another withdrawal',
      [{ field: 'idempotencyKey', message: 'already used for another withdrawal' }],
    );
  return withdrawalView(q, merchantId, row);
}
