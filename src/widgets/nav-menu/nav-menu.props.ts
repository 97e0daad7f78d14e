import { Type, type Static } from '@sinclair/typebox';

export const title = 'Nav menu';
export const description =
  'The items of the site’s `nav`: links to lobbies with vendor menus on hover, direct launches for cockfight and lottery; a drawer on phones.';

export const propsSchema = Type.Object(
  {
    showIcons: Type.Boolean({
      default: false,
      description:
        'Show each menu item’s icon before its label on wide screens too (phones always show icons). Left out: labels only on wide screens.',
      examples: [true],
    }),
  },
  { additionalProperties: false },
);

export type NavMenuProps = Static<typeof propsSchema>;
