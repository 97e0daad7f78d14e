import { opsFeedbackClose, opsFeedbackList, opsFeedbackReply } from '../../schemas/api/ops/ops-feedback';
import { actorOf, handleOps, operatorOf } from '../http/handle-ops';
import { answerFeedback, closeFeedback, feedbackCases } from '../services/operators/feedback-desk';
import { merchantScope } from '../services/operators/operator-scope';
import type { RoutePlugin } from './route-plugin';

/** Members' feedback in the back office: read, answer, close, within the operator's merchant. */
export const backOfficeFeedbackRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsFeedbackList, async ({ status, merchant, page, pageSize }, ctx) => {
    const merchantId = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return feedbackCases(deps.db, merchantId, { status: status ?? 'new', page, pageSize });
  });
  handleOps(app, deps, opsFeedbackReply, async ({ id, text }, ctx) => ({
    feedback: await answerFeedback(deps.db, operatorOf(ctx).merchantId, id, text, actorOf(ctx)),
  }));
  handleOps(app, deps, opsFeedbackClose, async ({ id }, ctx) => ({
    feedback: await closeFeedback(deps.db, operatorOf(ctx).merchantId, id, actorOf(ctx)),
  }));
};
