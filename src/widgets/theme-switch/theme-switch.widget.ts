import { defineWidget } from '../define-widget';
import type { ThemeSwitchProps } from './theme-switch.props';

export const themeSwitchWidget = defineWidget<ThemeSwitchProps>({
  type: 'theme-switch',
  load: () => import('./theme-switch'),
});
