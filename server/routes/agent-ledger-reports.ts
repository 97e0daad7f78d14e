import {
  getAgentIncome,
  getTeamTransactions,
  getUserProfitLoss,
} from '../../schemas/api/agent-ledger-reports';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { requireAgent } from '../services/agents/agent-roles';
import { agentIncome } from '../services/agents/ledger-reports/agent-income';
import { teamTransactions } from '../services/agents/ledger-reports/team-transactions';
import { userProfitLoss } from '../services/agents/ledger-reports/user-profit-loss';
import type { RoutePlugin } from './route-plugin';

/** The agent centre's ledger reports: user P&L, my income, transaction details; each scoped in SQL. */
export const agentLedgerReportRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getUserProfitLoss, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return userProfitLoss(deps.db, ctx.merchant.id, agent.memberId, input);
  });
  handle(app, deps, getAgentIncome, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return agentIncome(deps.db, ctx.merchant.id, agent.memberId, input);
  });
  handle(app, deps, getTeamTransactions, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return teamTransactions(deps.db, ctx.merchant.id, agent.memberId, input);
  });
};
