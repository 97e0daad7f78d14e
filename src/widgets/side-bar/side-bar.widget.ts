import { defineWidget } from '../define-widget';
import type { SideBarProps } from './side-bar.props';

export const sideBarWidget = defineWidget<SideBarProps>({
  type: 'side-bar',
  title: 'Side bar',
  description:
    'Shortcuts floating at the right edge: promotions, customer service, Telegram, app QR codes, invite friends. Folds into one button where it would cover the content.',
  load: () => import('./side-bar'),
  schema: () => import('./side-bar.props'),
  flags: ['REFERRALPROMO3'],
});
