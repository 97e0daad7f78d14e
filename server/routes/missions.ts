import { claimMissionReward, getMissionLeaderboard, getMissionSummary } from '../../schemas/api/missions';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { claimMission } from '../services/missions/claim-mission';
import { missionLeaderboard } from '../services/missions/mission-leaderboard';
import { missionSummary } from '../services/missions/mission-summary';
import type { RoutePlugin } from './route-plugin';

export const missionRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getMissionSummary, async (input, ctx) =>
    missionSummary(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input.language ?? 'EN'),
  );
  handle(app, deps, getMissionLeaderboard, async (input, ctx) =>
    missionLeaderboard(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input),
  );
  handle(app, deps, claimMissionReward, async (input, ctx) => claimMission(ctx, sessionOf(ctx), input));
};
