import { Type } from '@sinclair/typebox';
import { Paging } from '../money-shapes';
import { CHAT_MODERATORS, CHAT_MUTE_MAX_MINUTES, CHAT_READERS } from './content-rules';
import { defineOpsEndpoint } from './ops-endpoint';

export const ChatLine = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  memberId: Type.Integer(),
  username: Type.String(),
  /** How the member showed in the room when they wrote it. */
  nickname: Type.String(),
  /** What the member wrote: plain text, shown as text. */
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  hidden: Type.Boolean(),
  /** Until when the member may not post, or null. */
  mutedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const opsChatMessages = defineOpsEndpoint({
  id: 'backOffice.chatMessages',
  method: 'GET',
  path: '/ops/chat/messages',
  token: true,
  encrypted: false,
  roles: CHAT_READERS,
  summary:
    'The chat room’s latest messages, newest first, hidden ones included and marked, with who wrote them. An operator of one merchant sees only its own room.',
  request: Type.Object(
    {
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(ChatLine), total: Type.Integer() }),
});

export const opsChatHide = defineOpsEndpoint({
  id: 'backOffice.chatHide',
  method: 'POST',
  path: '/ops/chat/hide',
  token: true,
  encrypted: false,
  roles: CHAT_MODERATORS,
  summary:
    'Remove a message from the chat room: every open room drops it at once. Hiding it twice changes nothing.',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({ message: ChatLine }),
});

export const opsChatMute = defineOpsEndpoint({
  id: 'backOffice.chatMute',
  method: 'POST',
  path: '/ops/chat/mute',
  token: true,
  encrypted: false,
  roles: CHAT_MODERATORS,
  summary:
    'Keep a member from posting in the chat room for some minutes (0 lifts it); their open room shows it at once.',
  request: Type.Object(
    {
      memberId: Type.Integer({ minimum: 1 }),
      minutes: Type.Integer({ minimum: 0, maximum: CHAT_MUTE_MAX_MINUTES }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    memberId: Type.Integer(),
    username: Type.String(),
    mutedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});
