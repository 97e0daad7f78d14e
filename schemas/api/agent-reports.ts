import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { DateRange, Minor } from './money-shapes';
import { AGENT_REPORT_MAX_DAYS } from './agent-rules';

const AgentRange = {
  ...DateRange,
  endDate: Type.String({
    maxLength: 10,
    description: `Last day, YYYY-MM-DD, inclusive; at most ${AGENT_REPORT_MAX_DAYS} days after startDate.`,
  }),
};

const Figures = {
  /** Members who joined the team in the range. */
  newMembers: Type.Integer(),
  /** Team members who placed a settled bet in the range (each counted once). */
  activeMembers: Type.Integer(),
  /** Deposits credited to team members. */
  deposits: Minor,
  /** Withdrawals paid out to team members. */
  withdrawals: Minor,
  /** Stakes of the team's settled rounds (valid bet). */
  validBet: Minor,
  /** Payouts of those rounds. */
  payout: Minor,
  /** The team's profit and loss: payout − valid bet (negative when the team lost). */
  profit: Minor,
};

export const getTeamOverview = defineEndpoint({
  id: 'agentReports.overview',
  method: 'GET',
  path: '/wps/v2/agent/overview',
  token: true,
  encrypted: false,
  summary:
    'agentTeamOverview: the agent’s team size and, over a range of at most 30 days, new and active members, deposits, withdrawals, valid bet and team profit and loss, in total and by day.',
  request: Type.Object(AgentRange, { additionalProperties: false }),
  response: Type.Object({
    /** Everyone below the agent, at any depth. */
    teamSize: Type.Integer(),
    /** Direct downlines. */
    directMembers: Type.Integer(),
    /** Agents in the team. */
    teamAgents: Type.Integer(),
    totals: Type.Object(Figures),
    /** One row per local day of the range, oldest first, days without activity included. */
    byDay: Type.Array(Type.Object({ date: Type.String(), ...Figures })),
  }),
});

export { AgentRange };
