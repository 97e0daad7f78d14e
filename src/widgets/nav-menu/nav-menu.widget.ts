import { defineWidget } from '../define-widget';
import type { NavMenuProps } from './nav-menu.props';

export const navMenuWidget = defineWidget<NavMenuProps>({
  type: 'nav-menu',
  title: 'Nav menu',
  description:
    'The items of the site’s `nav`: links to lobbies with vendor menus on hover, direct launches for cockfight and lottery; a drawer on phones.',
  load: () => import('./nav-menu'),
  schema: () => import('./nav-menu.props'),
});
