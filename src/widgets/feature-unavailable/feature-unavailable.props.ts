import { Type, type Static } from '@sinclair/typebox';
import { SiteTextSchema } from '@schemas/site/text';

export const propsSchema = Type.Object(
  {
    /** What is not available yet, e.g. the page title; a general heading when absent. */
    title: Type.Optional(SiteTextSchema),
    /** `page`: a page's whole content, with a way back home; `inline`: a compact block inside a section. */
    variant: Type.Union([Type.Literal('page'), Type.Literal('inline')], { default: 'page' }),
  },
  { additionalProperties: false },
);

export type FeatureUnavailableProps = Static<typeof propsSchema>;
