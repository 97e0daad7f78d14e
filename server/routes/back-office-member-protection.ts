import {
  opsMemberBreakPlace,
  opsMemberExclusionLift,
  opsMemberLimitLower,
} from '../../schemas/api/ops/ops-member-protection';
import { handleOps, memberActorOf } from '../http/handle-ops';
import {
  liftMemberExclusion,
  lowerMemberLimit,
  placeMemberBreak,
} from '../services/operators/member-protection-actions';
import type { RoutePlugin } from './route-plugin';

/** The back office's actions on a member's limits and exclusions (roles: the contract's). */
export const backOfficeMemberProtectionRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsMemberExclusionLift, ({ id, reason }, ctx) =>
    liftMemberExclusion(deps.db, memberActorOf(ctx), id, reason),
  );

  handleOps(app, deps, opsMemberBreakPlace, ({ id, ...input }, ctx) =>
    placeMemberBreak(deps.db, memberActorOf(ctx), id, input),
  );

  handleOps(app, deps, opsMemberLimitLower, ({ id, ...input }, ctx) =>
    lowerMemberLimit(deps.db, memberActorOf(ctx), id, input),
  );
};
