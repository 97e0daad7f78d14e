import type { ContractKind } from '../../schemas/api/agent-rules';
import {
  answerDailySalaryRequest,
  answerDividendRequest,
  answerHourlySalaryRequest,
  answerRealtimeSalaryRequest,
  getConsolidatedInfo,
  getDailySalaryRequests,
  getDividendRequests,
  getHourlySalaryRequests,
  getRealtimeSalaryRequests,
} from '../../schemas/api/agent';
import {
  listAgentContracts,
  listContractPayments,
  offerAgentContract,
  terminateAgentContract,
} from '../../schemas/api/agent-contracts';
import { getAgentAnnouncements } from '../../schemas/api/agent-announcements';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { consolidatedInfo } from '../services/agents/consolidated';
import { requireAgent } from '../services/agents/agent-roles';
import { answerRequest, requestTermination } from '../services/agents/contracts/answer-request';
import { listContracts } from '../services/agents/contracts/list-contracts';
import { offerContract } from '../services/agents/contracts/offer-contract';
import { contractView } from '../services/agents/contracts/contract-rows';
import { pendingRequests } from '../services/agents/contracts/pending-requests';
import { listPayments } from '../services/agents/settlement/list-payments';
import { listAgentAnnouncements } from '../services/content/announcements';
import { refuseTrial } from '../services/wallet/member-guard';
import type { RoutePlugin } from './route-plugin';

/** The consolidated call and the four contract relays (spec §7 R7.43-R7.45, R7.48, R7.49). */
export const agentRoutes: RoutePlugin = async (app, { deps }) => {
  // The Announcement page (R2.78): the merchant's announcements for agents, agents only.
  handle(app, deps, getAgentAnnouncements, async (input, ctx) => {
    requireAgent(sessionOf(ctx));
    return listAgentAnnouncements(deps.db, ctx.merchant.id, input.language ?? 'EN');
  });
  handle(app, deps, getConsolidatedInfo, async (_input, ctx) => {
    const member = sessionOf(ctx);
    refuseTrial(member);
    return consolidatedInfo(deps.db, ctx.merchant, member);
  });
  const relays: [ContractKind, typeof getDividendRequests, typeof answerDividendRequest][] = [
    ['dividend', getDividendRequests, answerDividendRequest],
    ['dailySalary', getDailySalaryRequests, answerDailySalaryRequest],
    ['hourlySalary', getHourlySalaryRequests, answerHourlySalaryRequest],
    ['realtimeSalary', getRealtimeSalaryRequests, answerRealtimeSalaryRequest],
  ];
  for (const [kind, pending, answer] of relays) {
    handle(app, deps, pending, async (_input, ctx) => {
      const member = sessionOf(ctx);
      refuseTrial(member);
      return { requests: await pendingRequests(deps.db, ctx.merchant.id, member.memberId, kind) };
    });
    handle(app, deps, answer, async (input, ctx) => {
      const member = sessionOf(ctx);
      refuseTrial(member);
      const result = await deps.db.tx((q) => answerRequest(q, ctx.merchant, member.memberId, kind, input));
      return {
        contract: contractView(result.contract),
        endedDownlineContracts: result.endedDownlineContracts,
      };
    });
  }
};

/** The agent's side of contracts: its list, offers to direct downlines, termination requests. */
export const agentContractRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, listAgentContracts, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return listContracts(deps.db, ctx.merchant.id, agent.memberId, input.kind);
  });
  handle(app, deps, offerAgentContract, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    const row = await deps.db.tx((q) => offerContract(q, ctx.merchant, agent.memberId, input));
    return contractView(row);
  });
  handle(app, deps, terminateAgentContract, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    const row = await deps.db.tx((q) =>
      requestTermination(q, ctx.merchant, agent.memberId, input.contractId),
    );
    return contractView(row);
  });
  handle(app, deps, listContractPayments, async (input, ctx) => {
    const agent = sessionOf(ctx);
    requireAgent(agent);
    return listPayments(deps.db, ctx.merchant.id, agent.memberId, input);
  });
};
