import { Type, type Static } from '@sinclair/typebox';
import { ChatMessage } from './chat';

/**
 * The chat room's WebSocket (`GET /wps/chat/socket`, upgraded): JSON text frames, one
 * object each. The portal sends `join` first (with the session token when a member is
 * logged in: browsers cannot set headers on a WebSocket, and a token in the URL would be
 * written to access logs), then `send` frames. Close codes: schemas/api/chat-rules.ts.
 */

const ClientId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

export const ChatJoinFrame = Type.Object(
  {
    type: Type.Literal('join'),
    /** The session token; absent for a visitor, who reads the room and cannot post. */
    token: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' })),
    /** The last message id the portal shows (a rejoin after a lost connection): only newer ones come. */
    after: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

export const ChatSendFrame = Type.Object(
  {
    type: Type.Literal('send'),
    body: Type.String({ minLength: 1, maxLength: 1000 }),
    /** Random id the portal makes per message: a message sent again after a reconnect is stored once. */
    clientId: ClientId,
  },
  { additionalProperties: false },
);

export const ChatClientFrame = Type.Union([ChatJoinFrame, ChatSendFrame]);
export type ChatClientFrame = Static<typeof ChatClientFrame>;

export const ChatServerFrame = Type.Union([
  Type.Object({
    /** The answer to `join`: the history, and what this caller may do. */
    type: Type.Literal('welcome'),
    /** Oldest first: the latest messages, or those after `after` on a rejoin. */
    messages: Type.Array(ChatMessage),
    /** True when `messages` replaces what the portal shows (a first join, or too much was missed). */
    reset: Type.Boolean(),
    /** Messages moderators removed lately: the portal drops them if it shows them. */
    removedIds: Type.Array(Type.Integer()),
    /** Joined with a valid member session. */
    member: Type.Boolean(),
    /** A member who is not a trial account and not muted. */
    canPost: Type.Boolean(),
    /** Epoch ms until which this member is muted, or null. */
    mutedUntil: Type.Union([Type.Integer(), Type.Null()]),
  }),
  Type.Object({ type: Type.Literal('message'), message: ChatMessage }),
  Type.Object({
    /** A `send` was stored (its message also arrives as a `message` frame). */
    type: Type.Literal('sent'),
    clientId: ClientId,
    id: Type.Integer(),
  }),
  Type.Object({
    /** A `send` was refused; nothing was stored. */
    type: Type.Literal('refused'),
    clientId: ClientId,
    /** An error code of the envelope catalogue: VALIDATION, RATE_LIMITED, FORBIDDEN, TRIAL_ACCOUNT... */
    code: Type.String(),
    message: Type.String(),
    /** With RATE_LIMITED: how long to wait before sending again. */
    retryAfterMs: Type.Optional(Type.Integer()),
  }),
  Type.Object({ type: Type.Literal('removed'), ids: Type.Array(Type.Integer()) }),
  Type.Object({
    /** A moderator muted this member (until an epoch ms) or lifted it (null). */
    type: Type.Literal('muted'),
    until: Type.Union([Type.Integer(), Type.Null()]),
  }),
]);
export type ChatServerFrame = Static<typeof ChatServerFrame>;
