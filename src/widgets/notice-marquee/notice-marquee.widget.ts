import { defineWidget } from '../define-widget';
import type { NoticeMarqueeProps } from './notice-marquee.props';

export const noticeMarqueeWidget = defineWidget<NoticeMarqueeProps>({
  type: 'notice-marquee',
  load: () => import('./notice-marquee'),
});
