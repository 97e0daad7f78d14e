import { Type, type Static } from '@sinclair/typebox';
import { siteText } from '@schemas/site/text';

export const title = 'Section';
export const description = 'A titled block that places its child nodes in a column, a row or a grid.';

export const propsSchema = Type.Object(
  {
    title: Type.Optional(
      siteText({
        description: 'Heading above the section’s content. Left out: no heading.',
        examples: ['section.hotSlots', { EN: 'Hot games', CN: '热门游戏' }],
      }),
    ),
    moreRoute: Type.Optional(
      Type.String({
        pattern: '^/',
        description:
          'Adds a “More” link at the end of the heading to this page, a path of this site starting with /. Left out: no link.',
        examples: ['/promotions', '/rng'],
      }),
    ),
    layout: Type.Union([Type.Literal('stack'), Type.Literal('row'), Type.Literal('grid')], {
      default: 'stack',
      description:
        'How the widgets inside are placed: `stack` (one under another), `row` (side by side, wrapping) or `grid` (equal columns, see `columns`). Left out: `stack`.',
      examples: ['grid', 'row'],
    }),
    columns: Type.Integer({
      minimum: 1,
      maximum: 6,
      default: 2,
      description:
        'Number of grid columns on wide screens when `layout` is `grid` (1 to 6; phones use one or two). Left out: 2.',
      examples: [2, 3],
    }),
  },
  { additionalProperties: false },
);

export type SectionProps = Static<typeof propsSchema>;
