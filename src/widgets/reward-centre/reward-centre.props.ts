import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Offer a History tab with claimed, rejected and closed activities. */
    showHistory: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type RewardCentreProps = Static<typeof propsSchema>;
