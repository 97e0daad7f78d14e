import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the vendor's logo and name above its games. */
    header: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type GamePopupProps = Static<typeof propsSchema>;
