import { Type, type Static } from '@sinclair/typebox';

export const title = 'Account record';
export const description =
  'transactionHistory: every movement of the member’s wallets (deposits, withdrawals, transfers, bets, payouts, bonuses) with amount, balance after and reference, by date range.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)], {
      default: 20,
      description:
        'How many transactions each page of the list shows; the member pages through the rest. Left out: 20. One of 10, 20 or 50.',
      examples: [20, 50],
    }),
  },
  { additionalProperties: false },
);

export type AccountRecordProps = Static<typeof propsSchema>;
