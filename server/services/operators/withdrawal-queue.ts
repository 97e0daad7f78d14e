import type { Static } from '@sinclair/typebox';
import type {
  QueuedWithdrawal,
  WithdrawalQueue,
  WithdrawalRiskFlag,
} from '../../../schemas/api/ops/ops-cashier';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { maskNumber } from '../cashier/payout-accounts';
import {
  cancelPayout,
  forceReceipt,
  lockWithdrawal,
  rejectWithdrawal,
  sendPayout,
} from '../cashier/payout-lifecycle';
import { payoutsOf, payoutSums, type PayoutRow } from '../cashier/withdrawal-rows';
import { tellPaymentSettled } from '../messages/payment-settled-messages';
import { auditedBy, recordAudit, type AuditActor } from './operator-audit';

type Row = Static<typeof QueuedWithdrawal>;

/** A member younger than this is a new account on the queue. */
export const NEW_ACCOUNT_DAYS = 7;
/**
 * A destination bound in place of an earlier one, or another one removed, this many days before
 * the withdrawal was asked for is a changed destination: the classic sign of an account taken
 * over and emptied. A member's first destination is not a change.
 */
export const CHANGED_DESTINATION_DAYS = 3;
/**
 * This many wrong payment passwords (kept in payment_password_failures) in the hours before the
 * withdrawal flag it: someone may be guessing their way into the member's money.
 */
export const FAILED_PAYMENT_PASSWORDS = 3;
export const FAILED_PAYMENT_PASSWORDS_HOURS = 24;

interface QueueRow {
  reference: string;
  id: number;
  merchant_id: number;
  merchant: string;
  currency: string;
  member_id: number;
  username: string;
  amount: string | number;
  status: Row['status'];
  created_at: Date;
  reason: string | null;
  kind: string;
  provider: string;
  holder_name: string;
  account_number: string;
  new_account: boolean;
  changed_destination: boolean;
  shared_with: number;
  failed_payment_passwords: number;
  average_amount: string | number | null;
}

const QUEUE_SELECT = `SELECT w.reference, w.id, w.merchant_id, mc.code AS merchant, mc.currency, w.member_id, m.username,
    w.amount, w.status, w.created_at, w.reason, a.kind, a.provider, a.holder_name, a.account_number,
    m.created_at > now() - interval '${NEW_ACCOUNT_DAYS} days' AS new_account,
    ((a.created_at > w.created_at - interval '${CHANGED_DESTINATION_DAYS} days'
        AND EXISTS (SELECT 1 FROM payout_accounts o
          WHERE o.merchant_id = w.merchant_id AND o.member_id = w.member_id AND o.id <> a.id
            AND o.created_at < a.created_at))
      OR EXISTS (SELECT 1 FROM payout_accounts r
        WHERE r.merchant_id = w.merchant_id AND r.member_id = w.member_id AND r.id <> a.id
          AND r.removed_at > w.created_at - interval '${CHANGED_DESTINATION_DAYS} days'
          AND r.removed_at <= w.created_at)) AS changed_destination,
    (SELECT count(DISTINCT o.member_id)::int FROM payout_accounts o
      WHERE o.merchant_id = a.merchant_id AND o.kind = a.kind AND o.account_number = a.account_number
        AND lower(o.provider) = lower(a.provider) AND o.member_id <> a.member_id
        AND o.removed_at IS NULL) AS shared_with,
    (SELECT count(*)::int FROM payment_password_failures f
      WHERE f.merchant_id = w.merchant_id AND f.member_id = w.member_id
        AND f.failed_at > w.created_at - interval '${FAILED_PAYMENT_PASSWORDS_HOURS} hours'
        AND f.failed_at <= w.created_at) AS failed_payment_passwords,
    (SELECT round(avg(x.amount)) FROM withdrawals x
      WHERE x.merchant_id = w.merchant_id AND x.member_id = w.member_id AND x.id <> w.id
        AND x.status <> 'rejected') AS average_amount
  FROM withdrawals w
  JOIN members m ON m.id = w.member_id
  JOIN merchants mc ON mc.id = w.merchant_id
  JOIN payout_accounts a ON a.id = w.payout_account_id`;

const STATES: Record<Static<typeof WithdrawalQueue>, string[]> = {
  open: ['pending', 'paying'],
  completed: ['completed'],
  rejected: ['rejected'],
};

async function toQueued(q: Queryable, rows: readonly QueueRow[]): Promise<Row[]> {
  const payouts: PayoutRow[] = [];
  for (const merchantId of new Set(rows.map((r) => r.merchant_id)))
    payouts.push(
      ...(await payoutsOf(
        q,
        merchantId,
        rows.filter((r) => r.merchant_id === merchantId).map((r) => Number(r.id)),
      )),
    );
  return rows.map((r) => {
    const amount = Number(r.amount);
    const own = payouts.filter((p) => Number(p.withdrawal_id) === Number(r.id));
    const sums = payoutSums(amount, own);
    const average = r.average_amount === null ? null : Number(r.average_amount);
    const flags: Static<typeof WithdrawalRiskFlag>[] = [];
    if (r.new_account) flags.push('newAccount');
    if (r.shared_with > 0) flags.push('sharedDestination');
    if (r.changed_destination) flags.push('changedDestination');
    if (r.failed_payment_passwords >= FAILED_PAYMENT_PASSWORDS) flags.push('failedPaymentPasswords');
    if (average !== null && amount > average) flags.push('aboveAverage');
    const open = r.status === 'pending' || r.status === 'paying';
    return {
      reference: r.reference,
      merchant: r.merchant,
      currency: r.currency,
      memberId: Number(r.member_id),
      username: r.username,
      amount,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      destination: {
        kind: r.kind,
        provider: r.provider,
        holderName: r.holder_name,
        maskedNumber: maskNumber(r.account_number),
      },
      received: sums.received,
      inTransit: sums.inTransit,
      unsent: open ? sums.unsent : 0,
      payments: own.map((p) => ({
        id: Number(p.id),
        amount: Number(p.amount),
        status: p.status,
        sentAt: p.sent_at.toISOString(),
      })),
      flags,
      sharedWith: r.shared_with,
      averageAmount: average,
      ...(r.reason ? { reason: r.reason } : {}),
    };
  });
}

/**
 * The withdrawal queue of a status, in the scope's merchant (all when null): open ones
 * oldest first (the next to pay on top), decided ones newest first.
 */
export async function withdrawalQueue(
  q: Queryable,
  merchantId: number | null,
  opts: { status: Static<typeof WithdrawalQueue>; page: number; pageSize: number },
): Promise<{ items: Row[]; total: number }> {
  const states = STATES[opts.status];
  const order = opts.status === 'open' ? 'w.created_at ASC, w.id ASC' : 'w.created_at DESC, w.id DESC';
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals w
      WHERE ($1::int IS NULL OR w.merchant_id = $1) AND w.status = ANY($2::text[])`,
    [merchantId, states],
  );
  const rows = await q.query<QueueRow>(
    `SELECT * FROM (${QUEUE_SELECT}
      WHERE ($1::int IS NULL OR w.merchant_id = $1) AND w.status = ANY($2::text[])
      ORDER BY ${order} LIMIT $3 OFFSET $4) page`,
    [merchantId, states, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { items: await toQueued(q, rows), total: count?.n ?? 0 };
}

/** One withdrawal as the queue shows it. */
export async function queuedWithdrawal(q: Queryable, merchantId: number, reference: string): Promise<Row> {
  const rows = await q.query<QueueRow>(`${QUEUE_SELECT} WHERE w.merchant_id = $1 AND w.reference = $2`, [
    merchantId,
    reference,
  ]);
  const [row] = await toQueued(q, rows);
  if (!row) throw new Error(`withdrawal ${reference} vanished`);
  return row;
}

/**
 * Who acts: an operator of the back office, or the ops CLI (operatorId null, actor `ops-cli`);
 * `sentBy` is what a payment records as its sender (`bo:<operator>`, `ops:<name>`).
 */
export type WithdrawalActor = AuditActor & {
  sentBy: string;
};

async function stateOf(q: Queryable, merchant: Merchant, reference: string) {
  const w = await lockWithdrawal(q, merchant, reference);
  const sums = payoutSums(w.amount, await payoutsOf(q, merchant.id, [w.id]));
  return { status: w.status, ...sums };
}

/**
 * Send a payment towards a withdrawal (the unsent rest without an amount), in one
 * transaction with its audit line. The withdrawal is locked first, so two operators
 * paying at once pay once: the second finds nothing left to send.
 */
export async function payWithdrawal(
  db: Database,
  merchant: Merchant,
  reference: string,
  by: WithdrawalActor,
  amount?: number,
): Promise<{ payment: PayoutRow; withdrawal: Row }> {
  return db.tx(async (q) => {
    const before = await stateOf(q, merchant, reference);
    const payment = await sendPayout(q, merchant, reference, by.sentBy, amount);
    const withdrawal = await queuedWithdrawal(q, merchant.id, reference);
    await recordAudit(q, {
      ...auditedBy(by),
      action: 'withdrawal.pay',
      merchantId: merchant.id,
      target: `withdrawal:${reference}`,
      before,
      after: {
        status: withdrawal.status,
        payment: { id: Number(payment.id), amount: Number(payment.amount) },
        unsent: withdrawal.unsent,
      },
    });
    return { payment, withdrawal };
  });
}

/**
 * Reject a withdrawal with a reason, releasing what was not received back to the member's
 * main wallet, in one transaction with its audit line.
 */
export async function rejectQueuedWithdrawal(
  db: Database,
  merchant: Merchant,
  reference: string,
  by: WithdrawalActor,
  reason: string,
): Promise<Row> {
  const text = reason.trim();
  if (!text) throw ApiError.validation('reason', 'is required');
  return db.tx(async (q) => {
    const before = await stateOf(q, merchant, reference);
    await rejectWithdrawal(q, merchant, reference, text);
    const withdrawal = await queuedWithdrawal(q, merchant.id, reference);
    await recordAudit(q, {
      ...auditedBy(by),
      action: 'withdrawal.reject',
      merchantId: merchant.id,
      target: `withdrawal:${reference}`,
      before,
      after: { status: withdrawal.status, reason: text, released: before.unsent },
    });
    return withdrawal;
  });
}

/** A payment of the withdrawal: its status and amount, for the audit. */
async function paymentState(q: Queryable, merchant: Merchant, reference: string, paymentId: number) {
  const w = await lockWithdrawal(q, merchant, reference);
  const payouts = await payoutsOf(q, merchant.id, [w.id]);
  const p = payouts.find((x) => Number(x.id) === paymentId);
  return {
    status: w.status,
    ...payoutSums(w.amount, payouts),
    payment: p ? { id: paymentId, amount: Number(p.amount), status: p.status } : null,
  };
}

/**
 * Settle a payment in transit (sent or disputed) the way an operator found it went, in one
 * transaction with its audit line: `force` makes its receipt final (the held amount leaves
 * for good, through the ledger keyed by the payment, so once), `cancel` says it never arrived
 * (its amount is unsent again; no money moves). The withdrawal is locked first, so of
 * operators pressing at once one settles it and the others find it settled (CONFLICT).
 * `npm run ops -- withdrawal force-receipt|cancel-payment` goes through here too.
 */
export async function settleQueuedPayment(
  db: Database,
  merchant: Merchant,
  reference: string,
  paymentId: number,
  by: WithdrawalActor,
  how: { kind: 'force'; remark?: string | undefined } | { kind: 'cancel' },
): Promise<Row> {
  const remark = how.kind === 'force' ? how.remark?.trim() || undefined : undefined;
  return db.tx(async (q) => {
    const before = await paymentState(q, merchant, reference, paymentId);
    if (how.kind === 'force') await forceReceipt(q, merchant, reference, paymentId, remark);
    else await cancelPayout(q, merchant, reference, paymentId);
    const after = await paymentState(q, merchant, reference, paymentId);
    await recordAudit(q, {
      ...auditedBy(by),
      action: how.kind === 'force' ? 'withdrawal.forceReceipt' : 'withdrawal.cancelPayment',
      merchantId: merchant.id,
      target: `withdrawal:${reference}`,
      before,
      after: { ...after, ...(remark ? { remark } : {}) },
    });
    const settled = await queuedWithdrawal(q, merchant.id, reference);
    if (before.payment) await tellPaymentSettled(q, merchant, settled, before.payment, how.kind);
    return settled;
  });
}
