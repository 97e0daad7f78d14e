import { defineWidget } from '../define-widget';
import type { MessageInboxProps } from './message-inbox.props';

export const messageInboxWidget = defineWidget<MessageInboxProps>({
  type: 'message-inbox',
  load: () => import('./message-inbox'),
  placeholderHeight: 420,
});
