import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent income';
export const description =
  'agentRevenueReport (My income): the agent’s own agent rebates, dividends and salaries over at most 30 days, by type, paged, with totals.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Integer({
      minimum: 5,
      maximum: 100,
      default: 20,
      description: 'How many income rows each page of the list shows (5 to 100). Left out: 20.',
      examples: [20, 50],
    }),
  },
  { additionalProperties: false },
);

export type AgentIncomeProps = Static<typeof propsSchema>;
