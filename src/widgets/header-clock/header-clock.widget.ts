import { defineWidget } from '../define-widget';
import type { HeaderClockProps } from './header-clock.props';

export const headerClockWidget = defineWidget<HeaderClockProps>({
  type: 'header-clock',
  load: () => import('./header-clock'),
});
