import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * `utility`: the thin top row (notice marquee, language, theme, clock...).
     * `main`: the bottom bar (logo, login form or logged-in panel, nav menu); on game
     * pages the nav toggle folds it away.
     */
    variant: Type.Union([Type.Literal('utility'), Type.Literal('main')], { default: 'main' }),
  },
  { additionalProperties: false },
);

export type HeaderRowProps = Static<typeof propsSchema>;
