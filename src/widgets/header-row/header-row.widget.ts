import { defineWidget } from '../define-widget';
import type { HeaderRowProps } from './header-row.props';

export const headerRowWidget = defineWidget<HeaderRowProps>({
  type: 'header-row',
  load: () => import('./header-row'),
  slot: true,
  placeholderHeight: 0,
});
