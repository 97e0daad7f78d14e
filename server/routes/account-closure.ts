import type { FastifyInstance } from 'fastify';
import { closeAccount } from '../../schemas/api/account-closure';
import type { AppDeps } from '../app-deps';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { closeAccount as close } from '../services/member/close-account';

export function accountClosureRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, closeAccount, async (input, ctx) => close(ctx, sessionOf(ctx), input));
}
