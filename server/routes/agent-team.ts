import { listAgentTeam, promoteDownline, transferToDownline } from '../../schemas/api/agent-team';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { requireAgent } from '../services/agents/agent-roles';
import { listTeam } from '../services/agents/team/list-team';
import { promoteDirectDownline } from '../services/agents/team/promote-downline';
import { sendToDownline } from '../services/agents/team/transfer-to-downline';
import type { RoutePlugin } from './route-plugin';

/** Team management (downlineManagmentView): the team list, transfers to downlines and promotions to agent. */
export const agentTeamRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, listAgentTeam, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return listTeam(deps.db, ctx.merchant, agent.memberId, input);
  });
  handle(app, deps, transferToDownline, async (input, ctx) => sendToDownline(ctx, sessionOf(ctx), input));
  handle(app, deps, promoteDownline, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return promoteDirectDownline(deps.db, ctx.merchant, agent.memberId, input);
  });
};
