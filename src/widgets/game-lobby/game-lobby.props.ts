import { Type, type Static } from '@sinclair/typebox';

export const title = 'Game lobby';
export const description =
  'A lobby of one game type (live, fish, PvP, sports, esports; or the one the path names): vendors to launch, hot games or hot matches, and table categories.';

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
      {
        default: 'route',
        description:
          'The lobby’s game type (LIVE, FISH, PVP, SPORTS or ESPORTS), or `route` to take it from the page’s address (/live, /fish, /pvp, /sports, /esports; sports and e-sports share one page). Left out: `route`.',
        examples: ['route', 'LIVE'],
      },
    ),
    hot: Type.Boolean({
      default: true,
      description:
        'Show the strip of hot games (hot matches on sports pages) above the lobby. Left out: shown.',
      examples: [false],
    }),
    categories: Type.Boolean({
      default: true,
      description:
        'Show the table categories (baccarat, sic bo, roulette...) on live and PvP lobbies. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type GameLobbyProps = Static<typeof propsSchema>;
