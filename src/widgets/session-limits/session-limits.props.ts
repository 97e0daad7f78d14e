import { Type, type Static } from '@sinclair/typebox';

export const title = 'Reality checks and session time limit';
export const description =
  'Player protection: the member chooses how often a reality check reminds them of the time played and the net result, and a session time limit after which the platform logs them out; shows when this session started, the next check and when the limit ends, all kept on the platform (docs/player-protection.md). Switchable per merchant with platform.json protection.realityChecks.';

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
