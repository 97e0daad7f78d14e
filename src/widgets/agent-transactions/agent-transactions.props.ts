import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent transaction details';
export const description =
  'agentDownlineTransactionDetailsCopy (Transaction details): the team’s wallet movements over at most 30 days with type, time, user, order no., remark, balance after and signed amount, filtered by username and type, paged.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Integer({
      minimum: 5,
      maximum: 100,
      default: 20,
      description: 'How many transactions each page of the list shows (5 to 100). Left out: 20.',
      examples: [20, 50],
    }),
  },
  { additionalProperties: false },
);

export type AgentTransactionsProps = Static<typeof propsSchema>;
