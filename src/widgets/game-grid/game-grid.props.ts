import { Type, type Static } from '@sinclair/typebox';

export const title = 'Game grid';
export const description =
  'A grid of games to launch: the popular games (home page, spec §7 count 20) or the hot games of a type.';

export const propsSchema = Type.Object(
  {
    source: Type.Union([Type.Literal('popular'), Type.Literal('hot')], {
      default: 'popular',
      description:
        '`popular`: the most played games of every type (for the home page); `hot`: the hot games of the type set in `gameType`. Left out: `popular`.',
      examples: ['hot'],
    }),
    gameType: Type.Union(
      [
        Type.Literal('RNG'),
        Type.Literal('FISH'),
        Type.Literal('LIVE'),
        Type.Literal('PVP'),
        Type.Literal('SPORTS'),
        Type.Literal('ESPORTS'),
        Type.Literal('LOTT'),
        Type.Literal('ELOTT'),
      ],
      {
        default: 'RNG',
        description:
          'Which game type’s hot games to show when `source` is `hot`: RNG (slots), FISH, LIVE, PVP, SPORTS, ESPORTS, LOTT or ELOTT. Left out: RNG.',
        examples: ['RNG', 'LIVE'],
      },
    ),
    count: Type.Integer({
      minimum: 1,
      maximum: 50,
      default: 20,
      description: 'How many games the grid shows (1 to 50). Left out: 20.',
      examples: [12, 20],
    }),
  },
  { additionalProperties: false },
);

export type GameGridProps = Static<typeof propsSchema>;
