import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { DateRange, Minor, Paging } from './money-shapes';
import { AGENT_REPORT_MAX_DAYS, TEAM_SUM_MINUTES } from './agent-rules';

const AgentRange = {
  ...DateRange,
  endDate: Type.String({
    maxLength: 10,
    description: `Last day, YYYY-MM-DD, inclusive; at most ${AGENT_REPORT_MAX_DAYS} days after startDate.`,
  }),
  /** Whole quarter hours, as every time zone in use: team sums are kept per quarter hour. */
  utcOffset: Type.Integer({
    minimum: -720,
    maximum: 840,
    multipleOf: TEAM_SUM_MINUTES,
    default: 0,
    description: `Minutes east of UTC, a multiple of ${TEAM_SUM_MINUTES}.`,
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

const BetTotals = {
  rounds: Type.Integer(),
  /** Stakes of every round in the range. */
  stake: Minor,
  /** Stakes of settled rounds (the valid bet). */
  validBet: Minor,
  /** Payouts of settled rounds. */
  win: Minor,
  /** The players' profit and loss: win − valid bet. */
  profit: Minor,
};

export const getTeamBets = defineEndpoint({
  id: 'agentReports.bets',
  method: 'GET',
  path: '/wps/v2/agent/bets',
  token: true,
  encrypted: false,
  summary:
    'personalHistoryCopy (Team betting): the rounds of the agent’s team in a range of at most 30 days, newest first, with the direct superior of each player, paged, with totals in all and by game type.',
  request: Type.Object(
    {
      ...AgentRange,
      ...Paging,
      /** One team member’s username; the whole team when absent. */
      username: Type.Optional(Type.String({ maxLength: 64 })),
      gameType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,10}$' })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        username: Type.String(),
        /** The player's direct upline. */
        superior: Type.String(),
        /** The order number: the vendor's round id. */
        orderNo: Type.String(),
        vendor: Type.String(),
        gameType: Type.String(),
        /** The game, draw or event the bet was on. */
        gameName: Type.String(),
        stake: Minor,
        /** The stake once the round is settled, 0 before. */
        validBet: Minor,
        win: Minor,
        /** win − stake for settled rounds, 0 otherwise. */
        profit: Minor,
        status: Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('rolled_back')]),
        time: Type.String({ format: 'date-time' }),
      }),
    ),
    total: Type.Integer(),
    totals: Type.Object(BetTotals),
    byGameType: Type.Array(Type.Object({ gameType: Type.String(), ...BetTotals })),
  }),
});

export { AgentRange };
