import { defineWidget } from '../define-widget';
import type { ChatRoomProps } from './chat-room.props';

export const chatRoomWidget = defineWidget<ChatRoomProps>({
  type: 'chat-room',
  title: 'Chat room',
  description:
    'The merchant’s chat room, live (R1.15): the latest messages on joining, members’ nicknames and VIP labels, posting for members, reading for visitors, moderation as it happens, and reconnecting by itself after a lost connection. Made for the chatRoom popup.',
  load: () => import('./chat-room'),
  schema: () => import('./chat-room.props'),
  placeholderHeight: 480,
});
