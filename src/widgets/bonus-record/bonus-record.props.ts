import { Type, type Static } from '@sinclair/typebox';

export const title = 'Bonus details';
export const description =
  'bonusDetails: rewards, raffle and mission prizes and trial credit the member received, by date range.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)], {
      default: 20,
      description:
        'How many bonuses each page of the list shows; the member pages through the rest. Left out: 20. One of 10, 20 or 50.',
      examples: [20, 50],
    }),
  },
  { additionalProperties: false },
);

export type BonusRecordProps = Static<typeof propsSchema>;
