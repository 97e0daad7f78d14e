import { Type, type Static } from '@sinclair/typebox';
import { siteText } from '@schemas/site/text';

export const title = 'Site footer';
export const description =
  'Licence badges (MGA Malta, BVI, PAGCOR), social links, link columns, responsible-gambling notes and the legal line.';

const FooterLink = Type.Object(
  {
    label: siteText({
      description: 'The link’s text.',
      examples: [{ EN: 'Terms and conditions', CN: '条款与条件' }],
    }),
    href: Type.String({
      pattern: '^(/|https://|mailto:)',
      description:
        'Where the link goes: a path of this site (starting with /), an https:// address (opens in a new tab) or a mailto: address.',
      examples: ['/help#responsible', 'https://www.begambleaware.org'],
    }),
  },
  { additionalProperties: false },
);

export const propsSchema = Type.Object(
  {
    columns: Type.Array(
      Type.Object(
        {
          title: siteText({
            description: 'Heading of the column.',
            examples: [{ EN: 'About us', CN: '关于我们' }],
          }),
          links: Type.Array(FooterLink, {
            minItems: 1,
            description: 'The column’s links, top to bottom (at least one).',
            examples: [[{ label: { EN: 'Help centre' }, href: '/help' }]],
          }),
        },
        { additionalProperties: false },
      ),
      {
        default: [],
        maxItems: 5,
        description:
          'Columns of links (About, Help, Responsible gaming...), left to right, at most 5. Left out: no link columns.',
        examples: [
          [
            {
              title: { EN: 'Help' },
              links: [
                { label: { EN: 'Help centre' }, href: '/help' },
                { label: { EN: 'Responsible gaming' }, href: '/help#responsible' },
              ],
            },
          ],
        ],
      },
    ),
    showLicences: Type.Boolean({
      default: true,
      description: 'Show the licence badges of the site’s `settings.licences`. Left out: shown.',
      examples: [false],
    }),
    showSocial: Type.Boolean({
      default: true,
      description: 'Show the social links of the site’s `settings.social`. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type SiteFooterProps = Static<typeof propsSchema>;
