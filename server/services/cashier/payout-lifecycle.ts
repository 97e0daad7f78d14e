import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { postTransaction } from '../ledger/post-transaction';
import { tellWithdrawalPaid, tellWithdrawalRejected } from '../messages/cashier-messages';
import { minorText } from '../wallet/parse-amount';
import { withdrawLimits } from './withdraw-settings';
import {
  payoutsOf,
  payoutSums,
  withdrawalByReference,
  type PayoutRow,
  type WithdrawalRow,
} from './withdrawal-rows';

export type FinalStatus = 'received' | 'auto_received' | 'forced';

/** The withdrawal, locked for the rest of the caller's transaction. */
export async function lockWithdrawal(
  q: Queryable,
  merchant: Merchant,
  reference: string,
  memberId?: number,
): Promise<WithdrawalRow> {
  const w = await withdrawalByReference(q, merchant.id, reference, {
    lock: true,
    ...(memberId ? { memberId } : {}),
  });
  if (!w) throw ApiError.notFound('Withdrawal');
  return w;
}

/**
 * Make a payout's receipt final: its amount leaves the member's hold for the cashier
 * (the money is out). Final is final: no later report returns it to the member.
 * When every cent of the withdrawal is final, the withdrawal is completed.
 */
export async function finalizePayout(
  q: Queryable,
  merchant: Merchant,
  w: WithdrawalRow,
  payout: PayoutRow,
  status: FinalStatus,
  remark?: string,
): Promise<void> {
  const tx = await postTransaction(q, merchant.currency, {
    merchantId: merchant.id,
    kind: 'withdrawal.payout',
    idempotencyKey: `withdrawal-payout:${payout.id}`,
    reference: w.reference,
    memo: { payout: payout.id, receipt: status },
    postings: [
      { account: { memberId: w.member_id, kind: 'hold' }, amount: -payout.amount },
      { account: { system: 'cashier' }, amount: payout.amount },
    ],
  });
  await q.query(
    `UPDATE withdrawal_payouts SET status = $2, confirmed_at = now(), ledger_tx_id = $3, remark = coalesce($4, remark)
      WHERE id = $1`,
    [payout.id, status, tx.id, remark ?? null],
  );
  await settleIfDone(q, merchant, w);
}

async function settleIfDone(q: Queryable, merchant: Merchant, w: WithdrawalRow): Promise<void> {
  const { received } = payoutSums(w.amount, await payoutsOf(q, merchant.id, [w.id]));
  if (received === w.amount && w.status !== 'completed')
    await q.query(`UPDATE withdrawals SET status = 'completed', decided_at = now() WHERE id = $1`, [w.id]);
}

/** Ops: send a payment of `amount` (the whole rest when omitted) towards a withdrawal. */
export async function sendPayout(
  q: Queryable,
  merchant: Merchant,
  reference: string,
  by: string,
  amount?: number,
): Promise<PayoutRow> {
  const w = await lockWithdrawal(q, merchant, reference);
  if (w.status !== 'pending' && w.status !== 'paying')
    throw ApiError.conflict(`The withdrawal is ${w.status}`);
  const { unsent } = payoutSums(w.amount, await payoutsOf(q, merchant.id, [w.id]));
  // A second operator paying "the rest" of what another just paid in full finds nothing left.
  if (amount === undefined && unsent === 0) throw ApiError.conflict('Everything is already sent');
  const pay = amount ?? unsent;
  if (!Number.isSafeInteger(pay) || pay <= 0) throw ApiError.validation('amount', 'must be more than zero');
  if (pay > unsent)
    throw ApiError.validation('amount', `must be at most ${minorText(unsent)} (not yet sent)`);
  const { confirmMinutes } = withdrawLimits(merchant);
  const [row] = await q.query<PayoutRow>(
    `INSERT INTO withdrawal_payouts (merchant_id, withdrawal_id, member_id, amount, sent_by, confirm_due_at)
     VALUES ($1, $2, $3, $4, $5, now() + ($6::int * interval '1 minute'))
     RETURNING id, withdrawal_id, amount, status, sent_at, confirm_due_at, confirmed_at, remark, 0 AS proof_count`,
    [merchant.id, w.id, w.member_id, pay, by, confirmMinutes],
  );
  if (w.status === 'pending') await q.query(`UPDATE withdrawals SET status = 'paying' WHERE id = $1`, [w.id]);
  await tellWithdrawalPaid(q, merchant, w, row as PayoutRow);
  return row as PayoutRow;
}

async function payoutOf(
  q: Queryable,
  merchant: Merchant,
  w: WithdrawalRow,
  payoutId: number,
): Promise<PayoutRow> {
  const p = (await payoutsOf(q, merchant.id, [w.id])).find((x) => x.id === payoutId);
  if (!p) throw ApiError.validation('paymentId', 'is not a payment of this withdrawal');
  return p;
}

/**
 * Ops: force the receipt of a sent or disputed payment. Irreversible: the held amount
 * goes to the cashier and is not returned to the member (spec §4).
 */
export async function forceReceipt(
  q: Queryable,
  merchant: Merchant,
  reference: string,
  payoutId: number,
  remark?: string,
): Promise<void> {
  const w = await lockWithdrawal(q, merchant, reference);
  const p = await payoutOf(q, merchant, w, payoutId);
  if (p.status !== 'sent' && p.status !== 'disputed')
    throw ApiError.conflict(`The payment is already ${p.status}`);
  await finalizePayout(q, merchant, w, p, 'forced', remark);
}

/** Ops: a sent or disputed payment never arrived; its amount may be sent again or released. */
export async function cancelPayout(
  q: Queryable,
  merchant: Merchant,
  reference: string,
  payoutId: number,
): Promise<void> {
  const w = await lockWithdrawal(q, merchant, reference);
  const p = await payoutOf(q, merchant, w, payoutId);
  if (p.status !== 'sent' && p.status !== 'disputed')
    throw ApiError.conflict(`The payment is already ${p.status}`);
  await q.query(`UPDATE withdrawal_payouts SET status = 'cancelled', confirmed_at = now() WHERE id = $1`, [
    p.id,
  ]);
}

/**
 * Ops: reject the withdrawal, releasing whatever was not received back to the main
 * wallet. Payments still in transit must be settled (forced or cancelled) first.
 */
export async function rejectWithdrawal(
  q: Queryable,
  merchant: Merchant,
  reference: string,
  reason: string,
): Promise<void> {
  const w = await lockWithdrawal(q, merchant, reference);
  if (w.status !== 'pending' && w.status !== 'paying')
    throw ApiError.conflict(`The withdrawal is already ${w.status}`);
  const { received, inTransit } = payoutSums(w.amount, await payoutsOf(q, merchant.id, [w.id]));
  if (inTransit > 0)
    throw ApiError.conflict('Settle the payments in transit (force or cancel) before rejecting');
  const release = w.amount - received;
  let txId: number | null = null;
  if (release > 0) {
    const tx = await postTransaction(q, merchant.currency, {
      merchantId: merchant.id,
      kind: 'withdrawal.release',
      idempotencyKey: `withdrawal-release:${w.id}`,
      reference: w.reference,
      postings: [
        { account: { memberId: w.member_id, kind: 'hold' }, amount: -release },
        { account: { memberId: w.member_id, kind: 'main' }, amount: release },
      ],
    });
    txId = tx.id;
  }
  await q.query(
    `UPDATE withdrawals SET status = 'rejected', reason = $2, release_tx_id = $3, decided_at = now() WHERE id = $1`,
    [w.id, reason, txId],
  );
  await tellWithdrawalRejected(q, merchant, w, release, reason);
}
