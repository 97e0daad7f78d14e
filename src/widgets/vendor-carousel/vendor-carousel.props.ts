import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Whose vendors: one game type, or `all` for every type's. */
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
      { default: 'all' },
    ),
    /** Logos in view on wide screens (spec §9: 10); phones show four. */
    perView: Type.Integer({ minimum: 2, maximum: 12, default: 10 }),
    /** Pixels between logos (spec §9: 10). */
    gap: Type.Integer({ minimum: 0, maximum: 40, default: 10 }),
    /** Milliseconds between moves (spec §9: 3000). */
    speed: Type.Integer({ minimum: 1000, maximum: 20000, default: 3000 }),
  },
  { additionalProperties: false },
);

export type VendorCarouselProps = Static<typeof propsSchema>;
