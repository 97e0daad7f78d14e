import { Type, type Static } from '@sinclair/typebox';

export const title = 'Profit and loss';
export const description =
  'personalProfit: stake, payout and profit of settled rounds by day and by game type, by date range.';

export const propsSchema = Type.Object(
  {
    showBars: Type.Boolean({
      default: true,
      description: 'Show a bar for each day’s profit or loss beside the numbers. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type ProfitLossProps = Static<typeof propsSchema>;
