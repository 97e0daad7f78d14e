import { Type, type Static } from '@sinclair/typebox';

export const title = 'Reward centre';
export const description =
  'rewardCenter: the merchant’s reward activities with the member’s state in each (join, apply, sign up, claim into the main wallet).';

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
