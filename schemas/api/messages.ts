import { Type } from '@sinclair/typebox';
import { ContentLanguage } from './content-shapes';
import { defineEndpoint, NoInput } from './endpoint';

/** Most messages one page of the inbox holds. */
export const MESSAGE_PAGE_SIZE_MAX = 50;

/**
 * A message of the inbox: `m<n>` a message to this member, `a<n>` an announcement
 * of the merchant (player notice) shown in every member's inbox.
 */
export const MessageId = Type.String({
  pattern: '^[ma][1-9][0-9]{0,15}$',
  description: '`m<number>` a message to the member, `a<number>` a merchant announcement.',
});

/** What a message is about (the inbox shows an icon per category). */
export const MESSAGE_CATEGORIES = ['announcement', 'notice', 'deposit', 'withdrawal', 'promotion'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
const Category = Type.Unsafe<MessageCategory>({
  type: 'string',
  enum: [...MESSAGE_CATEGORIES],
  description:
    '`announcement` from the merchant to every member; `notice` from the merchant to this member; `deposit` and `withdrawal` written by the platform when the cashier decides; `promotion` an offer.',
});

const MessageHead = {
  id: MessageId,
  category: Category,
  title: Type.String(),
  /** When it was sent (an announcement: published), ISO 8601. */
  createdAt: Type.String(),
  /** This member has opened it (or marked everything read). */
  read: Type.Boolean(),
};

export const MessageSummary = Type.Object({
  ...MessageHead,
  /** The start of the body as plain text (no markup), at most 140 characters. */
  preview: Type.String(),
});

export const MessageDetail = Type.Object({
  ...MessageHead,
  /**
   * `text`: plain text, shown as text with its line breaks. `html`: an announcement's
   * markup, which the portal sanitises before showing (docs/decisions/messages.md).
   */
  format: Type.Unsafe<'text' | 'html'>({ type: 'string', enum: ['text', 'html'] }),
  body: Type.String(),
});

export const listMessages = defineEndpoint({
  id: 'messages.list',
  method: 'GET',
  path: '/wps/v2/messages',
  token: true,
  encrypted: false,
  summary:
    'messageV2 (platform information): the member’s messages and the merchant’s announcements, newest first, a page at a time, with read state.',
  request: Type.Object(
    {
      /** 1-based page number. */
      page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
      /** Messages per page. */
      pageSize: Type.Integer({ minimum: 1, maximum: MESSAGE_PAGE_SIZE_MAX, default: 10 }),
      /** Only messages not read yet. */
      unreadOnly: Type.Optional(Type.Boolean()),
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(MessageSummary),
    /** Messages in the whole inbox (or the unread ones, with unreadOnly). */
    total: Type.Integer(),
    /** Unread messages in the whole inbox. */
    unread: Type.Integer(),
  }),
});

export const getMessage = defineEndpoint({
  id: 'messages.detail',
  method: 'GET',
  path: '/wps/v2/messages/detail',
  token: true,
  encrypted: false,
  summary:
    'One message of the member’s inbox in full. Reading it does not mark it read: the portal marks it with messages.read.',
  request: Type.Object({ id: MessageId, language: ContentLanguage }, { additionalProperties: false }),
  response: MessageDetail,
});

export const markMessagesRead = defineEndpoint({
  id: 'messages.read',
  method: 'POST',
  path: '/wps/v2/messages/read',
  token: true,
  encrypted: false,
  summary:
    'Mark messages of the member’s inbox read (all of them or none: an unknown id changes nothing). Answers the unread count left.',
  request: Type.Object(
    {
      ids: Type.Array(MessageId, { minItems: 1, maxItems: MESSAGE_PAGE_SIZE_MAX, uniqueItems: true }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ unread: Type.Integer() }),
});

export const markAllMessagesRead = defineEndpoint({
  id: 'messages.readAll',
  method: 'POST',
  path: '/wps/v2/messages/read-all',
  token: true,
  encrypted: false,
  summary:
    'Mark every message of the member’s inbox read. Answers how many changed and the unread count (0).',
  request: NoInput,
  response: Type.Object({ marked: Type.Integer(), unread: Type.Integer() }),
});

/** Spec §7 CSP_unreadCount: the count behind the messageV2 badge and the panel's unclaimed count. */
export const getUnreadCount = defineEndpoint({
  id: 'messages.unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  token: true,
  background: true,
  encrypted: false,
  summary:
    'How many messages of the member’s inbox are unread (0 for trial accounts). Asked in the background: it does not extend an idle session.',
  request: NoInput,
  response: Type.Object({ count: Type.Integer() }),
});

export const messageEndpoints = [
  listMessages,
  getMessage,
  markMessagesRead,
  markAllMessagesRead,
  getUnreadCount,
] as const;
