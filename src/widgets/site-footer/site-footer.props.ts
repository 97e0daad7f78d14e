import { Type, type Static } from '@sinclair/typebox';
import { SiteTextSchema } from '@schemas/site/text';

const FooterLink = Type.Object(
  {
    label: SiteTextSchema,
    /** A path of this site (e.g. /help#responsible) or an https:// address (opens in a new tab). */
    href: Type.String({ pattern: '^(/|https://|mailto:)' }),
  },
  { additionalProperties: false },
);

export const propsSchema = Type.Object(
  {
    /** Link columns (About, Help, Responsible gaming...), in order; none when empty. */
    columns: Type.Array(
      Type.Object(
        { title: SiteTextSchema, links: Type.Array(FooterLink, { minItems: 1 }) },
        { additionalProperties: false },
      ),
      { default: [], maxItems: 5 },
    ),
    /** Show the licence badges of `settings.licences`. */
    showLicences: Type.Boolean({ default: true }),
    /** Show the social links of `settings.social`. */
    showSocial: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type SiteFooterProps = Static<typeof propsSchema>;
