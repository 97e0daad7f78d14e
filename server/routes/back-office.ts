import { opsMemberActivity } from '../../schemas/api/ops/ops-member-records';
import { opsMemberDetail, opsMemberSearch } from '../../schemas/api/ops/ops-members';
import {
  opsMe,
  opsRevokeSession,
  opsSessions,
  opsSignIn,
  opsSignOut,
} from '../../schemas/api/ops/ops-session';
import { actorOf, handleOps, operatorOf } from '../http/handle-ops';
import { memberActivity } from '../services/operators/member-activity';
import { memberDetail, searchMembers } from '../services/operators/member-lookup';
import { recordAudit } from '../services/operators/operator-audit';
import { merchantScope } from '../services/operators/operator-scope';
import {
  liveSessions,
  revokeOperatorSession,
  type SessionOperator,
} from '../services/operators/operator-sessions';
import { signInOperator } from '../services/operators/operator-sign-in';
import type { RoutePlugin } from './route-plugin';

const view = (op: SessionOperator) => ({
  id: op.operatorId,
  username: op.username,
  role: op.role,
  merchant: op.merchantCode,
});

/** The back office's calls (schemas/api/ops), answered on the back office host only. */
export const backOfficeRoutes: RoutePlugin = async (app, { deps }) => {
  const idleMinutes = deps.config.opsIdleMinutes;

  handleOps(app, deps, opsSignIn, async (input, ctx) => {
    const { token, operator } = await signInOperator(deps.db, deps.guesses, input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return {
      token,
      idleMinutes,
      operator: {
        id: Number(operator.id),
        username: operator.username,
        role: operator.role,
        merchant: operator.merchant_code,
      },
    };
  });

  handleOps(app, deps, opsSignOut, async (_input, ctx) => {
    const op = operatorOf(ctx);
    await deps.db.tx(async (q) => {
      await revokeOperatorSession(q, op.operatorId, op.sessionId);
      await recordAudit(q, {
        ...actorOf(ctx),
        action: 'signOut',
        merchantId: op.merchantId,
        target: `session:${op.sessionId}`,
      });
    });
    return { signedOut: true };
  });

  handleOps(app, deps, opsMe, async (_input, ctx) => ({ operator: view(operatorOf(ctx)), idleMinutes }));

  handleOps(app, deps, opsSessions, async (_input, ctx) => ({
    items: await liveSessions(deps.db, operatorOf(ctx), idleMinutes),
  }));

  handleOps(app, deps, opsRevokeSession, async ({ id }, ctx) => {
    const op = operatorOf(ctx);
    const revoked = await deps.db.tx(async (q) => {
      const done = await revokeOperatorSession(q, op.operatorId, id);
      if (done)
        await recordAudit(q, {
          ...actorOf(ctx),
          action: 'session.revoke',
          merchantId: op.merchantId,
          target: `session:${id}`,
        });
      return done;
    });
    return { revoked };
  });

  handleOps(app, deps, opsMemberSearch, async ({ query, merchant }, ctx) => {
    const op = operatorOf(ctx);
    const scope = await merchantScope(deps.db, op, merchant);
    return { items: await searchMembers(deps.db, scope, query) };
  });

  handleOps(app, deps, opsMemberDetail, async ({ id }, ctx) => {
    const op = operatorOf(ctx);
    const { merchantId, detail } = await memberDetail(deps.db, op, id);
    // Who looked at whose page is part of the audit: member data is personal.
    await recordAudit(deps.db, {
      ...actorOf(ctx),
      action: 'member.view',
      merchantId,
      target: `member:${id}`,
    });
    return detail;
  });

  // Not audited on its own: opening the member's page (memberDetail) already is, and the tabs are
  // parts of that page.
  handleOps(app, deps, opsMemberActivity, ({ id, part, ...ask }, ctx) =>
    memberActivity(deps.db, operatorOf(ctx), id, part, ask),
  );
};
