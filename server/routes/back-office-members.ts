import type { FastifyInstance } from 'fastify';
import {
  opsMemberEndSessions,
  opsMemberLock,
  opsMemberMessage,
  opsMemberUnlock,
} from '../../schemas/api/ops/ops-member-actions';
import type { AppDeps } from '../app-deps';
import { handleOps, operatorOf, type OpsCallContext } from '../http/handle-ops';
import { endMemberSessions, lockMember, unlockMember } from '../services/operators/member-account-actions';
import { sendOperatorMessage } from '../services/operators/member-message';
import type { MemberActor } from '../services/operators/member-target';

/** The back office's actions on a member's account: lock, unlock, end sessions, write to them. */
export function backOfficeMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  const actorOf = (ctx: OpsCallContext): MemberActor => {
    const op = operatorOf(ctx);
    return {
      operatorId: op.operatorId,
      actor: op.username,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      scope: op.merchantId,
      source: `bo:${op.username}`,
    };
  };

  handleOps(app, deps, opsMemberLock, ({ id, reason }, ctx) => lockMember(deps.db, actorOf(ctx), id, reason));

  handleOps(app, deps, opsMemberUnlock, ({ id, reason }, ctx) =>
    unlockMember(deps.db, actorOf(ctx), id, reason),
  );

  handleOps(app, deps, opsMemberEndSessions, ({ id }, ctx) => endMemberSessions(deps.db, actorOf(ctx), id));

  handleOps(app, deps, opsMemberMessage, async ({ id, title, body }, ctx) => {
    // One text for every language: the inbox shows English where a language has none.
    const messageId = await sendOperatorMessage(deps.db, actorOf(ctx), id, {
      category: 'notice',
      title: { EN: title },
      body: { EN: body },
    });
    return { messageId };
  });
}
