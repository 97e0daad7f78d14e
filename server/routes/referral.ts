import type { FastifyInstance } from 'fastify';
import { getInvitedFriends, getReferral } from '../../schemas/api/referral';
import type { AppDeps } from '../app-deps';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { invitedFriends, referralInfo } from '../services/referral/referral';

export function referralRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, getReferral, async (_input, ctx) => referralInfo(ctx, sessionOf(ctx)));
  handle(app, deps, getInvitedFriends, async (input, ctx) => invitedFriends(ctx, sessionOf(ctx), input));
}
