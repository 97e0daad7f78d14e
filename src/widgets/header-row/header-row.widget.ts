import { defineWidget } from '../define-widget';
import type { HeaderRowProps } from './header-row.props';

export const headerRowWidget = defineWidget<HeaderRowProps>({
  type: 'header-row',
  title: 'Header row',
  description:
    'A row of the header holding its child widgets: the thin utility row or the main bar (folded away by the nav toggle on game pages).',
  load: () => import('./header-row'),
  schema: () => import('./header-row.props'),
  slot: true,
  placeholderHeight: 0,
});
