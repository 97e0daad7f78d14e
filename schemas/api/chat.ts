import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  /** The member's nickname, or their username partly hidden. */
  nickname: Type.String(),
  /** The member's rank level when they wrote it: the portal labels it "VIP n" from 1 up. */
  rankLevel: Type.Integer(),
  /** Plain text: the portal never renders it as HTML. */
  body: Type.String(),
  /** Epoch milliseconds. */
  timestamp: Type.Integer(),
  /** Sent by the member whose token came with the call. */
  mine: Type.Boolean(),
  /** Only on the viewer's own messages: the id their portal sent it under. */
  clientId: Type.Optional(Type.String()),
});

export const listChatMessages = defineEndpoint({
  id: 'chat.list',
  method: 'GET',
  path: '/wps/chat/messages',
  token: false,
  encrypted: false,
  summary:
    'The merchant’s chat room (spec §1): the latest messages, or those after `after`. The portal follows the room live on its WebSocket (`/wps/chat/socket`, schemas/api/chat-socket.ts); this answers clients that cannot open one, which poll it every `pollMs`.',
  request: Type.Object(
    {
      /** Only messages with a greater id (the last id the portal shows). */
      after: Type.Optional(Type.Integer({ minimum: 0 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** Oldest first. */
    messages: Type.Array(ChatMessage),
    /** Messages moderators removed lately: the portal drops them if it shows them. */
    removedIds: Type.Array(Type.Integer()),
    /** How long the portal should wait before the next poll. */
    pollMs: Type.Integer(),
    /** Whether this caller may post (a member who is not a trial account and not muted). */
    canPost: Type.Boolean(),
  }),
});

export const postChatMessage = defineEndpoint({
  id: 'chat.post',
  method: 'POST',
  path: '/wps/chat/messages',
  token: true,
  encrypted: false,
  summary: 'Post to the chat room: plain text, at most 280 characters, a few per minute.',
  request: Type.Object(
    {
      body: Type.String({ minLength: 1, maxLength: 1000 }),
      /** Random id the portal makes per message: a retried post is stored once. */
      clientId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ message: ChatMessage }),
});

export const chatEndpoints = [listChatMessages, postChatMessage] as const;
