import { defineWidget } from '../define-widget';
import type { NoticeMarqueeProps } from './notice-marquee.props';

export const noticeMarqueeWidget = defineWidget<NoticeMarqueeProps>({
  type: 'notice-marquee',
  title: 'Notice marquee',
  description:
    'The bulletins (announcement type B) scrolling across the header; clicking one opens the notice popup at that notice.',
  load: () => import('./notice-marquee'),
  schema: () => import('./notice-marquee.props'),
});
