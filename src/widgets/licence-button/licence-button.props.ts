import { Type, type Static } from '@sinclair/typebox';

export const title = 'Licence button';
export const description =
  'On the home page, a button that lists the merchant’s licences (settings.licences) with their badges and register links.';

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
