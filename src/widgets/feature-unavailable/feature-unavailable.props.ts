import { Type, type Static } from '@sinclair/typebox';
import { siteText } from '@schemas/site/text';

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
