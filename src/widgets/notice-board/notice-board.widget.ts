import { defineWidget } from '../define-widget';
import type { NoticeBoardProps } from './notice-board.props';

export const noticeBoardWidget = defineWidget<NoticeBoardProps>({
  type: 'notice-board',
  load: () => import('./notice-board'),
  schema: () => import('./notice-board.props'),
  placeholderHeight: 320,
});
