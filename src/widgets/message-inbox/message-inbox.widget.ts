import { defineWidget } from '../define-widget';
import type { MessageInboxProps } from './message-inbox.props';

export const messageInboxWidget = defineWidget<MessageInboxProps>({
  type: 'message-inbox',
  title: 'Message inbox',
  description:
    'messageV2 (platform information): the member’s messages and the merchant’s notices, newest first, with unread markers, reading, mark all read and load more (R2.74).',
  load: () => import('./message-inbox'),
  schema: () => import('./message-inbox.props'),
  placeholderHeight: 420,
});
