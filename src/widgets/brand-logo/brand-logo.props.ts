import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Height in px of the logo box (the width follows the 160 x 48 artwork). */
    height: Type.Integer({ minimum: 24, maximum: 64, default: 40 }),
  },
  { additionalProperties: false },
);

export type BrandLogoProps = Static<typeof propsSchema>;
