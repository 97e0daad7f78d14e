import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * The lobby's game type, or `route` to take it from the page's path (/live, /fish,
     * /pvp, /sports, /esports): /sports and /esports share one page (spec §2).
     */
    gameType: Type.Union(
      [
        Type.Literal('route'),
        Type.Literal('LIVE'),
        Type.Literal('FISH'),
        Type.Literal('PVP'),
        Type.Literal('SPORTS'),
        Type.Literal('ESPORTS'),
      ],
      { default: 'route' },
    ),
    /** Show the hot games strip (hot matches on sports pages). */
    hot: Type.Boolean({ default: true }),
    /** Show the table categories (baccarat, sic bo, roulette...) on live and PvP lobbies. */
    categories: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type GameLobbyProps = Static<typeof propsSchema>;
