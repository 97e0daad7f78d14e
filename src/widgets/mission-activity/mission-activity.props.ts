import { Type, type Static } from '@sinclair/typebox';

export const title = 'Mission activity';
export const description =
  'missionLeaderboard: missions with the member’s progress from their own rounds, each mission’s leaderboard, and claiming a completed mission’s prize.';

export const propsSchema = Type.Object(
  {
    showLeaderboard: Type.Boolean({
      default: true,
      description:
        'Let the member open each mission’s leaderboard (members ranked by progress, names masked). Left out: allowed.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type MissionActivityProps = Static<typeof propsSchema>;
