import { opsChatHide, opsChatMessages, opsChatMute } from '../../schemas/api/ops/ops-chat';
import { opsNoticeHide, opsNoticePost, opsNotices } from '../../schemas/api/ops/ops-announcements';
import { ApiError } from '../domain/api-error';
import { actorOf, handleOps, operatorOf } from '../http/handle-ops';
import { chatLines, hideChatMessage, muteChatMember } from '../services/chat/moderation';
import { hideNotice, listNotices, postNotice } from '../services/content/notice-desk';
import { merchantScope } from '../services/operators/operator-scope';
import type { RoutePlugin } from './route-plugin';

/** Announcements and chat moderation in the back office, within the operator's merchant. */
export const backOfficeContentRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsNotices, async ({ type, state, merchant, page, pageSize }, ctx) => {
    const merchantId = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return listNotices(deps.db, merchantId, {
      ...(type ? { type } : {}),
      ...(state ? { state } : {}),
      page,
      pageSize,
    });
  });
  handleOps(app, deps, opsNoticePost, async ({ merchant, startsAt, endsAt, ...draft }, ctx) => {
    const merchantId = await merchantScope(deps.db, operatorOf(ctx), merchant);
    // A platform-wide operator posts for one merchant at a time, named.
    if (merchantId === null) throw ApiError.validation('merchant', 'is required: name the merchant');
    const notice = await postNotice(
      deps.db,
      merchantId,
      {
        ...draft,
        ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
        ...(endsAt ? { endsAt: new Date(endsAt) } : {}),
      },
      actorOf(ctx),
    );
    return { notice };
  });
  handleOps(app, deps, opsNoticeHide, async ({ id }, ctx) => ({
    notice: await hideNotice(deps.db, operatorOf(ctx).merchantId, id, actorOf(ctx)),
  }));

  handleOps(app, deps, opsChatMessages, async ({ merchant, page, pageSize }, ctx) =>
    chatLines(deps.db, await merchantScope(deps.db, operatorOf(ctx), merchant), { page, pageSize }),
  );
  handleOps(app, deps, opsChatHide, async ({ id }, ctx) => {
    const { message } = await hideChatMessage(deps.db, operatorOf(ctx).merchantId, id, actorOf(ctx));
    return { message };
  });
  handleOps(app, deps, opsChatMute, ({ memberId, minutes }, ctx) =>
    muteChatMember(deps.db, operatorOf(ctx).merchantId, { id: memberId }, minutes, actorOf(ctx)),
  );
};
