import { getTeamBets, getTeamOverview } from '../../schemas/api/agent-reports';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { requireAgent } from '../services/agents/agent-roles';
import { teamBets } from '../services/agents/reports/team-bets';
import { teamOverview } from '../services/agents/reports/team-overview';
import type { RoutePlugin } from './route-plugin';

/** The agent centre's reports; each is scoped to the caller's team in SQL. */
export const agentReportRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getTeamOverview, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return teamOverview(deps.db, ctx.merchant.id, agent.memberId, input);
  });
  handle(app, deps, getTeamBets, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return teamBets(deps.db, ctx.merchant.id, agent.memberId, input);
  });
};
