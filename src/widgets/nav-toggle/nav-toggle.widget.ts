import { defineWidget } from '../define-widget';
import type { NavToggleProps } from './nav-toggle.props';

export const navToggleWidget = defineWidget<NavToggleProps>({
  type: 'nav-toggle',
  title: 'Nav toggle',
  description:
    'On game pages (frame `game`), folds the header’s main bar away and back, giving the game the room.',
  load: () => import('./nav-toggle'),
  schema: () => import('./nav-toggle.props'),
});
