import type { FastifyInstance } from 'fastify';
import { getUplineTransfer, transferToUpline } from '../../schemas/api/upline';
import type { AppDeps } from '../app-deps';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { sendToUpline, uplineTransferInfo } from '../services/wallet/upline-transfer';

export function uplineRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, getUplineTransfer, async (_input, ctx) => uplineTransferInfo(ctx, sessionOf(ctx)));
  handle(app, deps, transferToUpline, async (input, ctx) => sendToUpline(ctx, sessionOf(ctx), input));
}
