import { Type, type Static } from '@sinclair/typebox';

export const title = 'Game frame';
export const description =
  'The /game page: starts the game named in the address (gameType, vassalage, nodeId or gameId) and shows it in a frame; login required.';

export const propsSchema = Type.Object(
  {
    backRoute: Type.String({
      pattern: '^/',
      default: '/',
      description:
        'The page the back button opens when the player came straight to the game (no earlier page), a path of this site starting with /. Left out: the home page.',
      examples: ['/', '/rng'],
    }),
  },
  { additionalProperties: false },
);

export type GameFrameProps = Static<typeof propsSchema>;
