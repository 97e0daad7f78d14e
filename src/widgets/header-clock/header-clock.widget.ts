import { defineWidget } from '../define-widget';
import type { HeaderClockProps } from './header-clock.props';

export const headerClockWidget = defineWidget<HeaderClockProps>({
  type: 'header-clock',
  title: 'Header clock',
  description:
    'The GMT offset and a clock ticking every second, in the time zone of the site’s settings (settings.timeZone).',
  load: () => import('./header-clock'),
  schema: () => import('./header-clock.props'),
});
