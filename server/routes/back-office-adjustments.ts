import {
  opsAdjustmentApprove,
  opsAdjustmentReject,
  opsAdjustmentRequest,
  opsAdjustments,
} from '../../schemas/api/ops/ops-balance-adjustments';
import { handleOps, memberActorOf, operatorOf } from '../http/handle-ops';
import {
  decideAdjustment,
  listAdjustments,
  requestAdjustment,
} from '../services/operators/balance-adjustments';
import { merchantScope } from '../services/operators/operator-scope';
import { parseAmountField } from '../services/wallet/parse-amount';
import type { RoutePlugin } from './route-plugin';

/** The back office's balance adjustments: asked for by one operator, above an amount approved by another. */
export const backOfficeAdjustmentRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(
    app,
    deps,
    opsAdjustmentRequest,
    async ({ memberId, direction, amount, reason, clientKey }, ctx) => {
      const minor = parseAmountField(amount);
      const signed = direction === 'credit' ? minor : -minor;
      return {
        adjustment: await requestAdjustment(deps.db, memberActorOf(ctx), {
          memberId,
          amount: signed,
          reason,
          clientKey,
        }),
      };
    },
  );

  handleOps(app, deps, opsAdjustments, async ({ status, memberId, merchant }, ctx) => {
    const scope = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return { items: await listAdjustments(deps.db, scope, { status: status ?? 'pending', memberId }) };
  });

  handleOps(app, deps, opsAdjustmentApprove, async ({ id }, ctx) => ({
    adjustment: await decideAdjustment(deps.db, memberActorOf(ctx), id, { kind: 'approve' }),
  }));

  handleOps(app, deps, opsAdjustmentReject, async ({ id, reason }, ctx) => ({
    adjustment: await decideAdjustment(deps.db, memberActorOf(ctx), id, { kind: 'reject', reason }),
  }));
};
