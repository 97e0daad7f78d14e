import { defineWidget } from '../define-widget';
import type { FirstLoginWelcomeProps } from './first-login-welcome.props';

export const firstLoginWelcomeWidget = defineWidget<FirstLoginWelcomeProps>({
  type: 'first-login-welcome',
  load: () => import('./first-login-welcome'),
});
