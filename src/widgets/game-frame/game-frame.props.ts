import { Type, type Static } from '@sinclair/typebox';

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
