import { defineWidget } from '../define-widget';
import type { NoticeBoardProps } from './notice-board.props';

export const noticeBoardWidget = defineWidget<NoticeBoardProps>({
  type: 'notice-board',
  load: () => import('./notice-board'),
  placeholderHeight: 320,
});
