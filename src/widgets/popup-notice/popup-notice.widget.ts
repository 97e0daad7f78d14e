import { defineWidget } from '../define-widget';
import type { PopupNoticeProps } from './popup-notice.props';

export const popupNoticeWidget = defineWidget<PopupNoticeProps>({
  type: 'popup-notice',
  title: 'Popup notice',
  description:
    'Shows the popup notices (announcement type PU) in a dialog once per visit; draws nothing on the page itself.',
  load: () => import('./popup-notice'),
  schema: () => import('./popup-notice.props'),
});
