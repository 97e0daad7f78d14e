import { Type, type Static } from '@sinclair/typebox';

export const title = 'Header row';
export const description =
  'A row of the header holding its child widgets: the thin utility row or the main bar (folded away by the nav toggle on game pages).';

export const propsSchema = Type.Object(
  {
    variant: Type.Union([Type.Literal('utility'), Type.Literal('main')], {
      default: 'main',
      description:
        '`utility`: the thin top row (notice marquee, language, theme, clock...); `main`: the main bar (logo, login form or member panel, nav menu), which the nav toggle folds away on game pages. Left out: `main`.',
      examples: ['utility', 'main'],
    }),
  },
  { additionalProperties: false },
);

export type HeaderRowProps = Static<typeof propsSchema>;
