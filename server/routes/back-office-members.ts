import {
  opsMemberEndSessions,
  opsMemberLabels,
  opsMemberLock,
  opsMemberMessage,
  opsMemberResetPassword,
  opsMemberUnlock,
} from '../../schemas/api/ops/ops-member-actions';
import { handleOps, memberActorOf } from '../http/handle-ops';
import { endMemberSessions, lockMember, unlockMember } from '../services/operators/member-account-actions';
import { setMemberLabels } from '../services/operators/member-labels';
import { resetMemberPassword } from '../services/operators/member-password-reset';
import { sendOperatorMessage } from '../services/operators/member-message';
import type { RoutePlugin } from './route-plugin';

/** The back office's actions on a member's account: lock, unlock, end sessions, write to them, label them. */
export const backOfficeMemberRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsMemberLock, ({ id, reason }, ctx) =>
    lockMember(deps.db, memberActorOf(ctx), id, reason),
  );

  handleOps(app, deps, opsMemberUnlock, ({ id, reason }, ctx) =>
    unlockMember(deps.db, memberActorOf(ctx), id, reason),
  );

  handleOps(app, deps, opsMemberEndSessions, ({ id }, ctx) =>
    endMemberSessions(deps.db, memberActorOf(ctx), id),
  );

  handleOps(app, deps, opsMemberMessage, async ({ id, title, body }, ctx) => {
    // One text for every language: the inbox shows English where a language has none.
    const messageId = await sendOperatorMessage(deps.db, memberActorOf(ctx), id, {
      category: 'notice',
      title: { EN: title },
      body: { EN: body },
    });
    return { messageId };
  });

  handleOps(app, deps, opsMemberResetPassword, ({ id, reason }, ctx) =>
    resetMemberPassword(deps.db, deps.guesses, memberActorOf(ctx), id, reason),
  );

  handleOps(app, deps, opsMemberLabels, ({ id, labels }, ctx) =>
    setMemberLabels(deps.db, memberActorOf(ctx), id, labels),
  );
};
