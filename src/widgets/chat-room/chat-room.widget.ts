import { defineWidget } from '../define-widget';
import type { ChatRoomProps } from './chat-room.props';

export const chatRoomWidget = defineWidget<ChatRoomProps>({
  type: 'chat-room',
  load: () => import('./chat-room'),
  schema: () => import('./chat-room.props'),
  placeholderHeight: 480,
});
