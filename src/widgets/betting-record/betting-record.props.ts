import { Type, type Static } from '@sinclair/typebox';

export const title = 'Betting record';
export const description =
  'personalHistoryCopy: the member’s rounds of every game with stake, payout and profit, by date range and game type.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)], {
      default: 20,
      description:
        'How many bets each page of the list shows; the member pages through the rest. Left out: 20. One of 10, 20 or 50.',
      examples: [20, 50],
    }),
  },
  { additionalProperties: false },
);

export type BettingRecordProps = Static<typeof propsSchema>;
