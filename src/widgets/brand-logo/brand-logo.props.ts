import { Type, type Static } from '@sinclair/typebox';

export const title = 'Brand logo';
export const description =
  'The merchant’s logo (the light-background one in the light theme), linking to home.';

export const propsSchema = Type.Object(
  {
    height: Type.Integer({
      minimum: 24,
      maximum: 64,
      default: 40,
      description:
        'Height of the logo, in pixels (24 to 64); the width follows the 160 × 48 artwork. Left out: 40.',
      examples: [40, 48],
    }),
  },
  { additionalProperties: false },
);

export type BrandLogoProps = Static<typeof propsSchema>;
