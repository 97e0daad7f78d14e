import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    header: Type.Boolean({
      default: true,
      description: 'Show the vendor’s logo and name above its games. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type GamePopupProps = Static<typeof propsSchema>;
