import type { FastifyInstance } from 'fastify';
import { submitFeedback as submitFeedbackEndpoint } from '../../schemas/api/feedback';
import type { AppDeps } from '../app-deps';
import { handle } from '../http/handle';
import { submitFeedback } from '../services/feedback/submit-feedback';

export function feedbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, submitFeedbackEndpoint, async (input, ctx) => submitFeedback(ctx, input));
}
