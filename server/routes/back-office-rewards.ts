import { opsPointApprove, opsPointRedemptions, opsPointReject } from '../../schemas/api/ops/ops-point-mall';
import { opsRewardEntries, opsRewardIssue, opsRewardReject } from '../../schemas/api/ops/ops-rewards';
import { ApiError } from '../domain/api-error';
import { actorOf, handleOps, operatorOf, type OpsCallContext } from '../http/handle-ops';
import { merchantScope } from '../services/operators/operator-scope';
import { decidePointRedemption, pointRedemptionQueue } from '../services/operators/point-mall-queue';
import { decideRewardEntry, rewardEntries, type RewardActor } from '../services/operators/reward-queue';
import { parseAmountField } from '../services/wallet/parse-amount';
import type { RoutePlugin } from './route-plugin';

/** The operator deciding, as the entry or redemption records it: `bo:<username>`. */
const deciderOf = (ctx: OpsCallContext): RewardActor => ({
  ...actorOf(ctx),
  decidedBy: `bo:${operatorOf(ctx).username}`,
});

/**
 * An operator is told when another decided first, even the same way: this operator's press
 * did nothing (the CLI, by contrast, says "nothing changed").
 */
function decidedNow<T extends { changed: boolean }>(r: T, status: string): T {
  if (!r.changed) throw ApiError.conflict(`It was already ${status}`);
  return r;
}

/** Promotion applications and point-mall redemptions in the back office, within the operator's merchant. */
export const backOfficeRewardRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsRewardEntries, async ({ status, activity, merchant, page, pageSize }, ctx) => {
    const scope = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return rewardEntries(deps.db, scope, { status: status ?? 'waiting', activity, page, pageSize });
  });

  handleOps(app, deps, opsRewardIssue, async ({ id, amount }, ctx) => {
    const minor = amount === undefined ? undefined : parseAmountField(amount);
    const decision = { decision: 'issue' as const, ...(minor !== undefined ? { amount: minor } : {}) };
    const r = await decideRewardEntry(deps.db, operatorOf(ctx).merchantId, id, decision, deciderOf(ctx));
    return { entry: decidedNow(r, r.entry.status).entry };
  });

  handleOps(app, deps, opsRewardReject, async ({ id, reason }, ctx) => {
    const decision = { decision: 'reject' as const, reason };
    const r = await decideRewardEntry(deps.db, operatorOf(ctx).merchantId, id, decision, deciderOf(ctx));
    return { entry: decidedNow(r, r.entry.status).entry };
  });

  handleOps(app, deps, opsPointRedemptions, async ({ status, merchant, page, pageSize }, ctx) => {
    const scope = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return pointRedemptionQueue(deps.db, scope, { status: status ?? 'process', page, pageSize });
  });

  handleOps(app, deps, opsPointApprove, async ({ id }, ctx) => {
    const r = await decidePointRedemption(
      deps.db,
      operatorOf(ctx).merchantId,
      id,
      { decision: 'approve' },
      deciderOf(ctx),
    );
    return { redemption: decidedNow(r, r.redemption.status).redemption };
  });

  handleOps(app, deps, opsPointReject, async ({ id, reason }, ctx) => {
    const r = await decidePointRedemption(
      deps.db,
      operatorOf(ctx).merchantId,
      id,
      { decision: 'reject', reason },
      deciderOf(ctx),
    );
    return { redemption: decidedNow(r, r.redemption.status).redemption };
  });
};
