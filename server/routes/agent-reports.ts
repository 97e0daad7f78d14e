import type { FastifyInstance } from 'fastify';
import { getTeamBets, getTeamOverview } from '../../schemas/api/agent-reports';
import type { AppDeps } from '../app-deps';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { requireAgent } from '../services/agents/agent-roles';
import { teamBets } from '../services/agents/reports/team-bets';
import { teamOverview } from '../services/agents/reports/team-overview';

/** The agent centre's reports; each is scoped to the caller's team in SQL. */
export function agentReportRoutes(app: FastifyInstance, deps: AppDeps): void {
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
}
