import { Type, type Static } from '@sinclair/typebox';

export const title = 'Activity statement';
export const description =
  'The member’s deposits, withdrawals, stakes, payouts, net result and bonuses by day or month over the last 30 days, 3 months or a range within them; downloadable as CSV and printable; older statements (12 months) are asked of customer service (docs/player-protection.md "Activity statement").';

export const propsSchema = Type.Object(
  {
    groupBy: Type.Union([Type.Literal('day'), Type.Literal('month')], {
      default: 'day',
      description:
        'Whether the statement opens with one row per day (`day`) or per calendar month (`month`); the member can switch. Left out: `day`.',
      examples: ['month'],
    }),
    offerTwelveMonths: Type.Boolean({
      default: true,
      description:
        'Show the button to request a twelve-month statement from customer service. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type ActivityStatementProps = Static<typeof propsSchema>;
