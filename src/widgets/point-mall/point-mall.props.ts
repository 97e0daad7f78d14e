import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Offer the Redeem history and Points details tabs to members. */
    showHistory: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type PointMallProps = Static<typeof propsSchema>;
