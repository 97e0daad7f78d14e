import { Type, type Static } from '@sinclair/typebox';
import { siteText } from '@schemas/site/text';

export const title = 'Not available yet';
export const description =
  'An honest “not available yet” state for a part of the site that is still being built: a heading, a sentence and a way back home. Never shows made-up data.';

export const propsSchema = Type.Object(
  {
    title: Type.Optional(
      siteText({
        description:
          'What is not available yet, e.g. the page’s title. Left out: a general “not available yet” heading.',
        examples: [{ EN: 'E-sports', CN: '电子竞技' }],
      }),
    ),
    variant: Type.Union([Type.Literal('page'), Type.Literal('inline')], {
      default: 'page',
      description:
        '`page`: fills a whole page, with a link back home; `inline`: a compact notice inside a section. Left out: `page`.',
      examples: ['inline'],
    }),
  },
  { additionalProperties: false },
);

export type FeatureUnavailableProps = Static<typeof propsSchema>;
