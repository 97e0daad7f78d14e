import { defineWidget } from '../define-widget';
import type { NavMenuProps } from './nav-menu.props';

export const navMenuWidget = defineWidget<NavMenuProps>({
  type: 'nav-menu',
  load: () => import('./nav-menu'),
});
