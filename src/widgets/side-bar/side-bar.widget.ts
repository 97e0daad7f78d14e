import { defineWidget } from '../define-widget';
import type { SideBarProps } from './side-bar.props';

export const sideBarWidget = defineWidget<SideBarProps>({
  type: 'side-bar',
  load: () => import('./side-bar'),
  flags: ['REFERRALPROMO3'],
});
