import { Type, type Static } from '@sinclair/typebox';

export const title = 'Lottery results';
export const description =
  'The latest drawn results of the site’s lottery games (spec §7 /lgw/vn/numeros/opened/game, count 100): per game its special prize, draw and time, earlier specials and a link to bet on the next draw.';

export const propsSchema = Type.Object(
  {
    games: Type.Integer({
      minimum: 1,
      maximum: 12,
      default: 4,
      description: 'How many lottery games to show, newest draw first (1 to 12). Left out: 4.',
      examples: [4, 6],
    }),
    /** Earlier special prizes listed under each game's latest result. */
    history: Type.Integer({
      minimum: 0,
      maximum: 10,
      default: 5,
      description:
        'How many earlier special prizes to list under each game’s latest result (0 to 10; 0 lists none). Left out: 5.',
      examples: [5, 0],
    }),
    refreshSeconds: Type.Integer({
      minimum: 10,
      maximum: 600,
      default: 30,
      description:
        'Seconds between refreshes of the results (10 to 600; draws come every few minutes). Left out: 30.',
      examples: [30, 60],
    }),
  },
  { additionalProperties: false },
);

export type LotteryResultsProps = Static<typeof propsSchema>;
