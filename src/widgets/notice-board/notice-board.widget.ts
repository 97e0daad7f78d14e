import { defineWidget } from '../define-widget';
import type { NoticeBoardProps } from './notice-board.props';

export const noticeBoardWidget = defineWidget<NoticeBoardProps>({
  type: 'notice-board',
  title: 'Notice board',
  description:
    'The bulletins nine per page with a pager, each opening to its full text: the notice popup’s content and the /noticePage list.',
  load: () => import('./notice-board'),
  schema: () => import('./notice-board.props'),
  placeholderHeight: 320,
});
