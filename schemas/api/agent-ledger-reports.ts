import { Type } from '@sinclair/typebox';
import { AgentRange } from './agent-reports';
import { AGENT_INCOME_TYPES, TEAM_TRANSACTION_TYPES } from './agent-ledger-types';
import { defineEndpoint } from './endpoint';
import { Minor, Paging } from './money-shapes';

const MemberFigures = {
  /** Deposits credited to the member's main wallet. */
  deposits: Minor,
  /** Withdrawals paid out to the member. */
  withdrawals: Minor,
  /** Stakes of the member's settled rounds. */
  validBet: Minor,
  /** Payouts of those rounds. */
  win: Minor,
  /** Promotions and rebates credited (net of forfeited bonuses). */
  promotions: Minor,
  /** The member's profit and loss: win − valid bet + promotions (negative when the member lost). */
  profit: Minor,
};

export const getUserProfitLoss = defineEndpoint({
  id: 'agentReports.profitLoss',
  method: 'GET',
  path: '/wps/v2/agent/profit-loss',
  token: true,
  encrypted: false,
  summary:
    'palStatementsAgentCopy (User profit and loss): per member of the agent’s team over a range of at most 30 days, deposits, withdrawals, valid bet, win, promotions and rebates, and profit and loss, paged by username, with totals over the whole team.',
  request: Type.Object(
    {
      ...AgentRange,
      ...Paging,
      /** Part of a username; the whole team when absent. */
      username: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        username: Type.String(),
        /** 1 for a direct downline, 2 for one below it... */
        level: Type.Integer(),
        ...MemberFigures,
      }),
    ),
    /** Members that match the search. */
    total: Type.Integer(),
    /** Sums over every member that matches (not only this page). */
    totals: Type.Object(MemberFigures),
  }),
});

const IncomeType = Type.Union(AGENT_INCOME_TYPES.map((t) => Type.Literal(t)));

export const getAgentIncome = defineEndpoint({
  id: 'agentReports.income',
  method: 'GET',
  path: '/wps/v2/agent/income',
  token: true,
  encrypted: false,
  summary:
    'agentRevenueReport (My income): the agent’s own earnings (agent rebate, dividends, daily, hourly and real-time salaries) as ledger entries over a range of at most 30 days, newest first, paged, with totals in all and by type.',
  request: Type.Object(
    { ...AgentRange, ...Paging, type: Type.Optional(IncomeType) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        /** The ledger entry. */
        id: Type.Integer(),
        time: Type.String({ format: 'date-time' }),
        type: IncomeType,
        /** The payment's order number. */
        orderNo: Type.String(),
        /** What it was for, in the platform's words (the period, the contract). */
        remark: Type.String(),
        amount: Minor,
        balanceAfter: Minor,
      }),
    ),
    total: Type.Integer(),
    totals: Type.Object({ amount: Minor }),
    /** One row per type with income in the range. */
    byType: Type.Array(Type.Object({ type: IncomeType, count: Type.Integer(), amount: Minor })),
  }),
});

const TransactionType = Type.Union(TEAM_TRANSACTION_TYPES.map((t) => Type.Literal(t)));

export const getTeamTransactions = defineEndpoint({
  id: 'agentReports.transactions',
  method: 'GET',
  path: '/wps/v2/agent/transactions',
  token: true,
  encrypted: false,
  summary:
    'agentDownlineTransactionDetailsCopy (Transaction details): every movement of the main wallets of the agent’s team over a range of at most 30 days, newest first, filtered by username and type, paged, with the sums in and out.',
  request: Type.Object(
    {
      ...AgentRange,
      ...Paging,
      /** One team member’s username; the whole team when absent. */
      username: Type.Optional(Type.String({ maxLength: 64 })),
      type: Type.Optional(TransactionType),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        /** The ledger entry. */
        id: Type.Integer(),
        type: TransactionType,
        time: Type.String({ format: 'date-time' }),
        username: Type.String(),
        orderNo: Type.String(),
        /** What it was about: the game, the reward's title, the channel. */
        remark: Type.String(),
        /** The member's main wallet after the movement. */
        balanceAfter: Minor,
        /** Signed: positive money in, negative money out. */
        amount: Minor,
      }),
    ),
    total: Type.Integer(),
    totals: Type.Object({ moneyIn: Minor, moneyOut: Minor, net: Minor }),
  }),
});

export const agentLedgerReportEndpoints = [getUserProfitLoss, getAgentIncome, getTeamTransactions] as const;
