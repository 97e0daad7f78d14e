import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showHistory: Type.Boolean({
      default: true,
      description: 'Offer members the “Redeem history” and “Points details” tabs. Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type PointMallProps = Static<typeof propsSchema>;
