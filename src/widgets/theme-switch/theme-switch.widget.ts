import { defineWidget } from '../define-widget';
import type { ThemeSwitchProps } from './theme-switch.props';

export const themeSwitchWidget = defineWidget<ThemeSwitchProps>({
  type: 'theme-switch',
  title: 'Theme switch',
  description:
    'Switches between the dark (default) and light theme; the choice is remembered on this device.',
  load: () => import('./theme-switch'),
  schema: () => import('./theme-switch.props'),
});
