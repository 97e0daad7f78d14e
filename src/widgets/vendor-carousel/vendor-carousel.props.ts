import { Type, type Static } from '@sinclair/typebox';

export const title = 'Vendor carousel';
export const description =
  'Vendor logos that move one step every 3 s, 10 in view with 10 px between (spec §9); a logo opens its games.';

export const propsSchema = Type.Object(
  {
    gameType: Type.Union(
      [
        Type.Literal('all'),
        Type.Literal('LIVE'),
        Type.Literal('RNG'),
        Type.Literal('FISH'),
        Type.Literal('PVP'),
        Type.Literal('SPORTS'),
        Type.Literal('ESPORTS'),
        Type.Literal('LOTT'),
        Type.Literal('ELOTT'),
      ],
      {
        default: 'all',
        description:
          'Whose vendors to show: one game type (LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT) or `all` for every type’s. Left out: `all`.',
        examples: ['all', 'LIVE'],
      },
    ),
    /** Logos in view on wide screens (spec §9: 10); phones show four. */
    perView: Type.Integer({
      minimum: 2,
      maximum: 12,
      default: 10,
      description:
        'How many vendor logos are in view at once on wide screens (2 to 12; phones show four). Left out: 10.',
      examples: [10, 6],
    }),
    /** Pixels between logos (spec §9: 10). */
    gap: Type.Integer({
      minimum: 0,
      maximum: 40,
      default: 10,
      description: 'Space between the logos, in pixels (0 to 40). Left out: 10.',
      examples: [10, 16],
    }),
    /** Milliseconds between moves (spec §9: 3000). */
    speed: Type.Integer({
      minimum: 1000,
      maximum: 20000,
      default: 3000,
      description: 'Time between moves of the carousel, in milliseconds (1000 to 20000). Left out: 3000.',
      examples: [3000, 5000],
    }),
  },
  { additionalProperties: false },
);

export type VendorCarouselProps = Static<typeof propsSchema>;
