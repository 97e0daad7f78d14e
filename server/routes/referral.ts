import { getInvitedFriends, getReferral } from '../../schemas/api/referral';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { invitedFriends, referralInfo } from '../services/referral/referral';
import type { RoutePlugin } from './route-plugin';

export const referralRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getReferral, async (_input, ctx) => referralInfo(ctx, sessionOf(ctx)));
  handle(app, deps, getInvitedFriends, async (input, ctx) => invitedFriends(ctx, sessionOf(ctx), input));
};
