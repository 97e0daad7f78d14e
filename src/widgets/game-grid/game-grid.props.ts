import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** `popular`: the most played games of every type (home); `hot`: the hot games of `gameType`. */
    source: Type.Union([Type.Literal('popular'), Type.Literal('hot')], { default: 'popular' }),
    /** The type of the hot list. */
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
      { default: 'RNG' },
    ),
    /** How many games to show. */
    count: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  },
  { additionalProperties: false },
);

export type GameGridProps = Static<typeof propsSchema>;
