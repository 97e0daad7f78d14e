import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** How many lottery games to show, newest draw first. */
    games: Type.Integer({ minimum: 1, maximum: 12, default: 4 }),
    /** Earlier special prizes listed under each game's latest result. */
    history: Type.Integer({ minimum: 0, maximum: 10, default: 5 }),
    /** Seconds between refreshes (draws come every few minutes). */
    refreshSeconds: Type.Integer({ minimum: 10, maximum: 600, default: 30 }),
  },
  { additionalProperties: false },
);

export type LotteryResultsProps = Static<typeof propsSchema>;
