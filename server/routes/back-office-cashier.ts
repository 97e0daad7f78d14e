import {
  opsWithdrawalCancelPayment,
  opsWithdrawalForceReceipt,
  opsWithdrawalPay,
  opsWithdrawalReject,
  opsWithdrawals,
} from '../../schemas/api/ops/ops-cashier';
import { opsDepositApprove, opsDepositReject, opsDeposits } from '../../schemas/api/ops/ops-deposit-queue';
import { ApiError } from '../domain/api-error';
import { actorOf, handleOps, operatorOf, type OpsCallContext } from '../http/handle-ops';
import type { Merchant } from '../domain/merchant';
import { decideQueuedDeposit, depositQueue } from '../services/operators/deposit-queue';
import { merchantScope } from '../services/operators/operator-scope';
import type { SessionOperator } from '../services/operators/operator-sessions';
import {
  payWithdrawal,
  rejectQueuedWithdrawal,
  settleQueuedPayment,
  withdrawalQueue,
} from '../services/operators/withdrawal-queue';
import { parseAmountField } from '../services/wallet/parse-amount';
import type { RoutePlugin } from './route-plugin';

/** The back office's cashier queues: withdrawals to pay or reject, deposits to approve or reject. */
export const backOfficeCashierRoutes: RoutePlugin = async (app, { deps }) => {
  /**
   * The merchant of a withdrawal or deposit the operator names, within its scope: a reference
   * of another merchant answers 404, as one that does not exist.
   */
  async function merchantOfReference(
    op: SessionOperator,
    table: 'withdrawals' | 'deposits',
    reference: string,
    merchantCode: string | undefined,
  ): Promise<Merchant> {
    const what = table === 'withdrawals' ? 'Withdrawal' : 'Deposit';
    const scope = await merchantScope(deps.db, op, merchantCode);
    const rows = await deps.db.query<{ merchant_id: number }>(
      `SELECT merchant_id FROM ${table} WHERE reference = $1 AND ($2::int IS NULL OR merchant_id = $2)`,
      [reference, scope],
    );
    const [row] = rows;
    if (!row) throw ApiError.notFound(what);
    if (rows.length > 1)
      throw ApiError.validation('merchant', 'name the merchant: more than one has this reference');
    const merchant = (await deps.merchants.all()).find((m) => m.id === Number(row.merchant_id));
    if (!merchant) throw ApiError.notFound(what);
    return merchant;
  }

  handleOps(app, deps, opsWithdrawals, async ({ status, merchant, page, pageSize }, ctx) => {
    const scope = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return withdrawalQueue(deps.db, scope, { status: status ?? 'open', page, pageSize });
  });

  handleOps(app, deps, opsWithdrawalPay, async ({ reference, merchant, amount }, ctx) => {
    const op = operatorOf(ctx);
    const minor = amount === undefined ? undefined : parseAmountField(amount);
    const m = await merchantOfReference(op, 'withdrawals', reference, merchant);
    const by = { ...actorOf(ctx), sentBy: `bo:${op.username}` };
    const { payment, withdrawal } = await payWithdrawal(deps.db, m, reference, by, minor);
    return { withdrawal, paymentId: Number(payment.id) };
  });

  handleOps(app, deps, opsWithdrawalReject, async ({ reference, merchant, reason }, ctx) => {
    const op = operatorOf(ctx);
    const m = await merchantOfReference(op, 'withdrawals', reference, merchant);
    const by = { ...actorOf(ctx), sentBy: `bo:${op.username}` };
    return { withdrawal: await rejectQueuedWithdrawal(deps.db, m, reference, by, reason) };
  });

  handleOps(app, deps, opsWithdrawalForceReceipt, async ({ reference, merchant, paymentId, remark }, ctx) => {
    const op = operatorOf(ctx);
    const m = await merchantOfReference(op, 'withdrawals', reference, merchant);
    const by = { ...actorOf(ctx), sentBy: `bo:${op.username}` };
    const how = { kind: 'force' as const, remark };
    return { withdrawal: await settleQueuedPayment(deps.db, m, reference, paymentId, by, how) };
  });

  handleOps(app, deps, opsWithdrawalCancelPayment, async ({ reference, merchant, paymentId }, ctx) => {
    const op = operatorOf(ctx);
    const m = await merchantOfReference(op, 'withdrawals', reference, merchant);
    const by = { ...actorOf(ctx), sentBy: `bo:${op.username}` };
    const how = { kind: 'cancel' as const };
    return { withdrawal: await settleQueuedPayment(deps.db, m, reference, paymentId, by, how) };
  });

  handleOps(app, deps, opsDeposits, async ({ status, merchant, page, pageSize }, ctx) => {
    const scope = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return depositQueue(deps.db, scope, { status: status ?? 'pending', page, pageSize });
  });

  /** An operator is told when another decided first, even the same way: nothing was done. */
  async function decide(
    ctx: OpsCallContext,
    target: { reference: string; merchant: string | undefined },
    decision: Parameters<typeof decideQueuedDeposit>[4],
  ) {
    const op = operatorOf(ctx);
    const m = await merchantOfReference(op, 'deposits', target.reference, target.merchant);
    const by = { ...actorOf(ctx), decidedBy: `bo:${op.username}` };
    const { deposit, changed } = await decideQueuedDeposit(deps.db, m, target.reference, by, decision);
    if (!changed) throw ApiError.conflict(`The deposit was already ${deposit.status}`);
    return { deposit };
  }

  handleOps(app, deps, opsDepositApprove, ({ reference, merchant }, ctx) =>
    decide(ctx, { reference, merchant }, { kind: 'approve' }),
  );

  handleOps(app, deps, opsDepositReject, ({ reference, merchant, reason }, ctx) =>
    decide(ctx, { reference, merchant }, { kind: 'reject', reason }),
  );
};
