import { Type, type Static } from '@sinclair/typebox';

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
