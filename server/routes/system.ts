import {
  getBootstrap,
  getDomainRoute,
  getSystemStatus,
  getWhitelabel,
  reportPortalProblem,
} from '../../schemas/api/system';
import { handle } from '../http/handle';
import { readBootstrap } from '../portal/bootstrap';
import { enforceRateLimit } from '../services/rate-limit/enforce-rate-limit';
import { domainRoute } from '../services/system/domain-route';
import { merchantSite } from '../services/system/merchant-site';
import { checkPortalHost, permissionFor } from '../services/system/permission';
import { systemStatusFor } from '../services/system/system-status';
import { whitelabelInfo } from '../services/system/whitelabel-info';
import type { RoutePlugin } from './route-plugin';

export const systemRoutes: RoutePlugin = async (app, { deps }) => {
  // One path, two uses (spec §7): without `url` the status; with it, the permission too.
  handle(app, deps, getSystemStatus, async (input, ctx) => {
    const status = systemStatusFor(ctx.merchant, ctx.ip, ctx.country);
    if (input.url === undefined) return status;
    await checkPortalHost(ctx, input.url);
    const site = await merchantSite(ctx);
    return { ...status, ...(await permissionFor(ctx, site, input.language ?? site.languages.default)) };
  });
  handle(app, deps, getBootstrap, async (input, ctx) =>
    readBootstrap(deps, ctx.merchant, ctx.ip, Boolean(input.wl), ctx.log, ctx.country),
  );
  handle(app, deps, getWhitelabel, async (_input, ctx) =>
    whitelabelInfo(ctx.merchant, await merchantSite(ctx)),
  );
  handle(app, deps, getDomainRoute, async (_input, ctx) => domainRoute(ctx));
  handle(app, deps, reportPortalProblem, async (input, ctx) => {
    await enforceRateLimit(deps.limiter, `portal-problem:ip:${ctx.ip}`, { limit: 20, windowMs: 60_000 });
    ctx.log.warn(
      { merchant: ctx.merchant.code, node: input.path, page: input.page, problem: input.message },
      'the portal could not draw part of a page',
    );
    return {};
  });
};
