import { closeAccount } from '../../schemas/api/account-closure';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { closeAccount as close } from '../services/member/close-account';
import type { RoutePlugin } from './route-plugin';

export const accountClosureRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, closeAccount, async (input, ctx) => close(ctx, sessionOf(ctx), input));
};
