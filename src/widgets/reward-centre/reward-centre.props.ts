import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showHistory: Type.Boolean({
      default: true,
      description: 'Offer a History tab with claimed, rejected and closed activities. Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type RewardCentreProps = Static<typeof propsSchema>;
