import {
  getActivityStatement,
  getStatementRequest,
  requestStatement,
} from '../../schemas/api/protection-statement';
import { sessionOf, type CallContext } from '../domain/call-context';
import { handle } from '../http/handle';
import { requireModule } from '../services/system/module-ids';
import { refuseTrial } from '../services/wallet/member-guard';
import { activityStatement } from '../services/protection/activity-statement';
import {
  latestStatementRequest,
  requestStatement as recordRequest,
} from '../services/protection/statement-request';
import type { RoutePlugin } from './route-plugin';

/**
 * The member whose own statement this is (a trial account has no real money to account for),
 * on a site that offers the statement: platform.json `modules: { "activityStatement": false }`
 * takes its page out of the site and its calls answer DISABLED.
 */
function owner(ctx: CallContext) {
  requireModule(ctx.merchant.settings, 'activityStatement', 'The activity statement');
  const member = sessionOf(ctx);
  refuseTrial(member);
  return { merchantId: ctx.merchant.id, memberId: member.memberId, ip: ctx.ip };
}

export const statementRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getActivityStatement, async (input, ctx) =>
    activityStatement(ctx.deps.db, { ...owner(ctx), currency: ctx.merchant.currency }, input),
  );
  handle(app, deps, requestStatement, async (_input, ctx) => recordRequest(ctx.deps.db, owner(ctx)));
  handle(app, deps, getStatementRequest, async (_input, ctx) => {
    const who = owner(ctx);
    return { request: await latestStatementRequest(ctx.deps.db, who.merchantId, who.memberId) };
  });
};
