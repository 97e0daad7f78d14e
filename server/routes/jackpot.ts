import { getJackpotPool } from '../../schemas/api/jackpot';
import { handle } from '../http/handle';
import { jackpotPool } from '../services/jackpot/jackpot-pool';
import { merchantSite } from '../services/system/merchant-site';
import type { RoutePlugin } from './route-plugin';

export const jackpotRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getJackpotPool, async (_input, ctx) =>
    jackpotPool(deps.db, ctx.merchant.id, (await merchantSite(ctx)).settings.jackpot),
  );
};
