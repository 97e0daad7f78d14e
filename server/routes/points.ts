import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  listPointEntries,
  listPointRedemptions,
  listPointRewards,
  redeemPointReward,
} from '../../schemas/api/points';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import type { MerchantSettings } from '../domain/merchant';
import { requireModule } from '../services/system/module-ids';
import { convertPoints as convert } from '../services/points/convert';
import { pointBalance } from '../services/points/point-ledger';
import { listEntries, listRedemptions, listRewards } from '../services/points/point-rows';
import { pointConfigView } from '../services/points/point-settings';
import { redeemReward } from '../services/points/redeem';
import type { RoutePlugin } from './route-plugin';

export const pointRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getPointConfig, async (_input, ctx) => {
    sessionOf(ctx);
    return pointConfigView(ctx.merchant.settings, ctx.merchant.currency);
  });
  handle(app, deps, getPointBalance, async (_input, ctx) => ({
    points: await pointBalance(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId),
  }));
  // The mall's own calls: its rewards, redeeming one, the redemptions, converting points to
  // money. Switched off with the point mall (platform.json modules.pointMall), they answer DISABLED.
  const mall = (settings: MerchantSettings) => requireModule(settings, 'pointMall', 'The point mall');
  handle(app, deps, listPointRewards, async (input, ctx) => {
    mall(ctx.merchant.settings);
    return { rewards: await listRewards(ctx.deps.db, ctx.merchant.id, input.language ?? 'EN') };
  });
  handle(app, deps, redeemPointReward, async (input, ctx) => {
    mall(ctx.merchant.settings);
    return redeemReward(ctx, sessionOf(ctx), input);
  });
  handle(app, deps, listPointRedemptions, async (input, ctx) => {
    mall(ctx.merchant.settings);
    return listRedemptions(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, {
      page: input.page ?? 1,
      pageSize: input.pageSize ?? 20,
      ...(input.status ? { status: input.status } : {}),
      language: input.language ?? 'EN',
    });
  });
  handle(app, deps, listPointEntries, async (input, ctx) =>
    listEntries(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, {
      page: input.page ?? 1,
      pageSize: input.pageSize ?? 20,
    }),
  );
  handle(app, deps, convertPoints, async (input, ctx) => {
    mall(ctx.merchant.settings);
    return convert(ctx, sessionOf(ctx), input);
  });
};
