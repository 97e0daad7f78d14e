import { defineWidget } from '../define-widget';
import type { PopupNoticeProps } from './popup-notice.props';

export const popupNoticeWidget = defineWidget<PopupNoticeProps>({
  type: 'popup-notice',
  load: () => import('./popup-notice'),
});
