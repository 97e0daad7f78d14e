import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent user profit and loss';
export const description =
  'palStatementsAgentCopy (User profit and loss): per member of the agent’s team over at most 30 days, deposits, withdrawals, valid bet, win, promotions and rebates, and P&L, searchable by username, paged, with totals.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Integer({
      minimum: 5,
      maximum: 100,
      default: 20,
      description: 'How many rows each page of the profit and loss report shows (5 to 100). Left out: 20.',
      examples: [20, 50],
    }),
  },
  { additionalProperties: false },
);

export type AgentProfitLossProps = Static<typeof propsSchema>;
