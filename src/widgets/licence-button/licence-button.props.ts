import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the button on every page, not only on home (the spec shows it on home). */
    everywhere: Type.Boolean({
      default: false,
      description:
        'Show the licence button on every page instead of only on the home page. Left out: home page only.',
      examples: [true],
    }),
  },
  { additionalProperties: false },
);

export type LicenceButtonProps = Static<typeof propsSchema>;
