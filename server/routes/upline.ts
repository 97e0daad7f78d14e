import { getUplineTransfer, transferToUpline } from '../../schemas/api/upline';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { sendToUpline, uplineTransferInfo } from '../services/wallet/upline-transfer';
import type { RoutePlugin } from './route-plugin';

export const uplineRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getUplineTransfer, async (_input, ctx) => uplineTransferInfo(ctx, sessionOf(ctx)));
  handle(app, deps, transferToUpline, async (input, ctx) => sendToUpline(ctx, sessionOf(ctx), input));
};
