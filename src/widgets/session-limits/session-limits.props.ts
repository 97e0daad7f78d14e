import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    sessionLimit: Type.Boolean({
      default: true,
      description: 'Offer the session time limit beside the reality-check interval. Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type SessionLimitsProps = Static<typeof propsSchema>;
