import { defineWidget } from '../define-widget';
import type { NavToggleProps } from './nav-toggle.props';

export const navToggleWidget = defineWidget<NavToggleProps>({
  type: 'nav-toggle',
  load: () => import('./nav-toggle'),
});
