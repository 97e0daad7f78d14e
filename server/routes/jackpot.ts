import type { FastifyInstance } from 'fastify';
import { getJackpotPool } from '../../schemas/api/jackpot';
import type { AppDeps } from '../app-deps';
import { handle } from '../http/handle';
import { jackpotPool } from '../services/jackpot/jackpot-pool';
import { merchantSite } from '../services/system/merchant-site';

export function jackpotRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, getJackpotPool, async (_input, ctx) =>
    jackpotPool(deps.db, ctx.merchant.id, (await merchantSite(ctx)).settings.jackpot),
  );
}
