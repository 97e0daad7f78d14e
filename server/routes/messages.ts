import {
  getMessage,
  getUnreadCount,
  listMessages,
  markAllMessagesRead,
  markMessagesRead,
} from '../../schemas/api/messages';
import { sessionOf, type CallContext } from '../domain/call-context';
import { handle } from '../http/handle';
import { inboxMessage, listInbox, markAllRead, markRead, unreadCount } from '../services/messages/inbox';
import { refuseTrial } from '../services/wallet/member-guard';
import type { RoutePlugin } from './route-plugin';

/** The inbox of the session member on this merchant; trial accounts have none. */
function ownerOf(ctx: CallContext) {
  const member = sessionOf(ctx);
  refuseTrial(member);
  return { merchantId: ctx.merchant.id, memberId: member.memberId };
}

export const messageRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, listMessages, async (input, ctx) =>
    listInbox(deps.db, ownerOf(ctx), {
      page: input.page,
      pageSize: input.pageSize,
      unreadOnly: input.unreadOnly === true,
      language: input.language ?? 'EN',
    }),
  );
  handle(app, deps, getMessage, async (input, ctx) =>
    inboxMessage(deps.db, ownerOf(ctx), input.id, input.language ?? 'EN'),
  );
  handle(app, deps, markMessagesRead, async (input, ctx) => {
    const owner = ownerOf(ctx);
    return { unread: await deps.db.tx((q) => markRead(q, owner, input.ids)) };
  });
  handle(app, deps, markAllMessagesRead, async (_input, ctx) => {
    const owner = ownerOf(ctx);
    const marked = await deps.db.tx((q) => markAllRead(q, owner));
    return { marked, unread: await unreadCount(deps.db, owner) };
  });
  handle(app, deps, getUnreadCount, async (_input, ctx) => {
    const member = sessionOf(ctx);
    if (member.isAgent === 4) return { count: 0 };
    return { count: await unreadCount(deps.db, { merchantId: ctx.merchant.id, memberId: member.memberId }) };
  });
};
