import { defineWidget } from '../define-widget';
import type { HeaderRowProps } from './header-row.props';

export const headerRowWidget = defineWidget<HeaderRowProps>({
  type: 'header-row',
  load: () => import('./header-row'),
  schema: () => import('./header-row.props'),
  slot: true,
  placeholderHeight: 0,
});
