import { Type, type Static } from '@sinclair/typebox';
import { SiteTextSchema } from '@schemas/site/text';

export const propsSchema = Type.Object(
  {
    /** Heading above the content; none when absent. */
    title: Type.Optional(SiteTextSchema),
    /** A "more" link at the heading's end. */
    moreRoute: Type.Optional(Type.String({ pattern: '^/' })),
    /** How children are placed: a column, a row that wraps, or equal grid columns. */
    layout: Type.Union([Type.Literal('stack'), Type.Literal('row'), Type.Literal('grid')], {
      default: 'stack',
    }),
    /** Grid columns on desktop; phones always use one or two. */
    columns: Type.Integer({ minimum: 1, maximum: 6, default: 2 }),
  },
  { additionalProperties: false },
);

export type SectionProps = Static<typeof propsSchema>;
