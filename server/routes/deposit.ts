import { createDeposit, depositCallback, getDepositChannels, listDeposits } from '../../schemas/api/deposit';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { createDeposit as create } from '../services/cashier/create-deposit';
import { acceptDepositCallback } from '../services/cashier/deposit-callback';
import { depositChannels, publicChannel } from '../services/cashier/deposit-channels';
import { listDeposits as list } from '../services/cashier/list-deposits';
import type { RoutePlugin } from './route-plugin';

export const depositRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getDepositChannels, async (_input, ctx) => {
    sessionOf(ctx);
    return {
      currency: ctx.merchant.currency,
      channels: depositChannels(ctx.merchant)
        .filter((c) => c.enabled)
        .map(publicChannel),
    };
  });
  handle(app, deps, createDeposit, async (input, ctx) => create(ctx, sessionOf(ctx), input));
  handle(app, deps, listDeposits, async (input, ctx) =>
    list(ctx.deps.db, ctx.merchant, sessionOf(ctx).memberId, input.page, input.pageSize),
  );
  handle(app, deps, depositCallback, async (input, ctx) =>
    acceptDepositCallback(ctx.deps.db, ctx.merchant, input),
  );
};
