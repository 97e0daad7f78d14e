import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Let the member open each mission's leaderboard (members ranked by progress, names masked). */
    showLeaderboard: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type MissionActivityProps = Static<typeof propsSchema>;
