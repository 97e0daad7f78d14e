import { defineWidget } from '../define-widget';
import type { ChatRoomProps } from './chat-room.props';

export const chatRoomWidget = defineWidget<ChatRoomProps>({
  type: 'chat-room',
  load: () => import('./chat-room'),
  placeholderHeight: 480,
});
