import {
  cancelPlayerLimit,
  confirmPlayerLimit,
  getPlayerLimits,
  setPlayerLimit,
  takeBreak,
} from '../../schemas/api/protection';
import { answerRealityCheck, getPlaySession, setSessionSettings } from '../../schemas/api/protection-session';
import { sessionOf, type CallContext } from '../domain/call-context';
import { handle } from '../http/handle';
import { refuseTrial } from '../services/wallet/member-guard';
import {
  cancelPendingLimit,
  confirmLimit,
  readLimits,
  setLimit,
  type LimitCaller,
} from '../services/protection/player-limits';
import { takeBreak as startBreak } from '../services/protection/take-break';
import {
  answerRealityCheck as answerCheck,
  readPlaySession,
  setSessionSettings as chooseSessionSettings,
  type PlaySessionCaller,
} from '../services/protection/play-session';
import type { RoutePlugin } from './route-plugin';

/** The member whose protection this call changes (trial accounts have none to set). */
function caller(ctx: CallContext): LimitCaller {
  const member = sessionOf(ctx);
  refuseTrial(member);
  return { merchant: ctx.merchant, memberId: member.memberId, ip: ctx.ip };
}

/** The member and the session a reality check or session limit belongs to. */
function player(ctx: CallContext): PlaySessionCaller {
  const member = sessionOf(ctx);
  refuseTrial(member);
  return { merchant: ctx.merchant, member, ip: ctx.ip };
}

export const protectionRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getPlayerLimits, async (_input, ctx) => {
    const who = caller(ctx);
    return readLimits(ctx.deps.db, who.merchant, who.memberId);
  });
  handle(app, deps, setPlayerLimit, async (input, ctx) => setLimit(ctx.deps.db, caller(ctx), input));
  handle(app, deps, confirmPlayerLimit, async (input, ctx) => confirmLimit(ctx.deps.db, caller(ctx), input));
  handle(app, deps, takeBreak, async (input, ctx) =>
    startBreak(ctx.deps.db, { ...caller(ctx), kind: input.kind, period: input.period }),
  );
  handle(app, deps, cancelPlayerLimit, async (input, ctx) =>
    cancelPendingLimit(ctx.deps.db, caller(ctx), input),
  );
  handle(app, deps, getPlaySession, async (_input, ctx) => readPlaySession(ctx.deps.db, player(ctx)));
  handle(app, deps, setSessionSettings, async (input, ctx) =>
    chooseSessionSettings(ctx.deps.db, player(ctx), input),
  );
  handle(app, deps, answerRealityCheck, async (input, ctx) =>
    answerCheck(ctx.deps.db, player(ctx), input.answer),
  );
};
