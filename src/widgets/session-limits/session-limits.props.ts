import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Offer the session time limit beside the reality-check interval. */
    sessionLimit: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type SessionLimitsProps = Static<typeof propsSchema>;
