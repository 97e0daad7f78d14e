import {
  completeLoginChallenge,
  endOtherSessions,
  getLoginHistory,
  listSessions,
  login,
  loginFreeplay,
  logout,
  sendLoginChallengeCode,
} from '../../schemas/api/session';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { startFreeTrial } from '../services/auth/free-trial';
import { logIn } from '../services/auth/login';
import { completeChallenge, sendChallengeCode } from '../services/auth/login-challenge';
import { endSession, publicSessionId, revokeSessions } from '../services/auth/sessions';
import type { RoutePlugin } from './route-plugin';

export const sessionRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, login, async (input, ctx) => logIn(input, ctx));
  handle(app, deps, completeLoginChallenge, async (input, ctx) => completeChallenge(ctx, input));
  handle(app, deps, sendLoginChallengeCode, async (input, ctx) =>
    sendChallengeCode(ctx, input.ticket, input.method),
  );
  handle(app, deps, loginFreeplay, async (_input, ctx) => startFreeTrial(ctx));

  handle(app, deps, logout, async (_input, ctx) => {
    await endSession(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).tokenHash);
    return {};
  });

  handle(app, deps, listSessions, async (_input, ctx) => {
    const me = sessionOf(ctx);
    const rows = await ctx.deps.db.query<{
      token_hash: string;
      created_at: Date;
      last_seen_at: Date;
      ip: string | null;
      user_agent: string | null;
      login_type: string;
    }>(
      `SELECT token_hash, created_at, last_seen_at, ip, user_agent, login_type FROM sessions
        WHERE merchant_id = $1 AND member_id = $2 AND revoked_at IS NULL AND expires_at > now()
        ORDER BY last_seen_at DESC LIMIT 50`,
      [ctx.merchant.id, me.memberId],
    );
    return rows.map((r) => ({
      id: publicSessionId(r.token_hash),
      createdAt: r.created_at.toISOString(),
      lastSeenAt: r.last_seen_at.toISOString(),
      ip: r.ip ?? '',
      userAgent: r.user_agent ?? '',
      loginType: r.login_type,
      current: r.token_hash === me.tokenHash,
    }));
  });

  handle(app, deps, endOtherSessions, async (input, ctx) => {
    const me = sessionOf(ctx);
    const ended = await revokeSessions(ctx.deps.db, ctx.merchant.id, me.memberId, {
      exceptTokenHash: me.tokenHash,
      ...(input.id ? { onlyPublicId: input.id } : {}),
    });
    return { ended };
  });

  handle(app, deps, getLoginHistory, async (_input, ctx) => {
    const me = sessionOf(ctx);
    const rows = await ctx.deps.db.query<{
      created_at: Date;
      ip: string;
      user_agent: string | null;
      login_type: string;
      outcome: string;
    }>(
      `SELECT created_at, ip, user_agent, login_type, outcome FROM login_attempts
        WHERE merchant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT 30`,
      [ctx.merchant.id, me.memberId],
    );
    return rows.map((r) => ({
      at: r.created_at.toISOString(),
      ip: r.ip,
      userAgent: r.user_agent ?? '',
      loginType: r.login_type,
      outcome: r.outcome,
    }));
  });
};
