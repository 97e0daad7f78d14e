import { defineWidget } from '../define-widget';
import type { FirstLoginWelcomeProps } from './first-login-welcome.props';

export const firstLoginWelcomeWidget = defineWidget<FirstLoginWelcomeProps>({
  type: 'first-login-welcome',
  title: 'First-login welcome',
  description:
    "The first-login action (spec §4): at a member's very first login, a welcome offering first steps, each opening the member centre at its page. Draws nothing otherwise.",
  load: () => import('./first-login-welcome'),
  schema: () => import('./first-login-welcome.props'),
});
