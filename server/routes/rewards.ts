import { claimRewardActivity, joinRewardActivity, listRewardActivities } from '../../schemas/api/rewards';
import { forfeitBonus, getBonusWagering } from '../../schemas/api/wagering';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { claimReward } from '../services/rewards/claim-reward';
import { joinActivity, listActivities } from '../services/rewards/reward-activities';
import { forfeitBonus as forfeit } from '../services/wagering/forfeit-bonus';
import { bonusWagering } from '../services/wagering/wagering-overview';
import type { RoutePlugin } from './route-plugin';

export const rewardRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, listRewardActivities, async (input, ctx) =>
    listActivities(ctx.deps.db, ctx.merchant.id, sessionOf(ctx).memberId, input.language ?? 'EN'),
  );
  handle(app, deps, joinRewardActivity, async (input, ctx) =>
    joinActivity(ctx, sessionOf(ctx), input.activityId, input.language ?? 'EN'),
  );
  handle(app, deps, claimRewardActivity, async (input, ctx) => claimReward(ctx, sessionOf(ctx), input));
  handle(app, deps, getBonusWagering, async (input, ctx) =>
    bonusWagering(ctx.deps.db, ctx.merchant, sessionOf(ctx).memberId, input.language ?? 'EN'),
  );
  handle(app, deps, forfeitBonus, async (input, ctx) => forfeit(ctx, sessionOf(ctx), input));
};
