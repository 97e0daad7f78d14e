import type { FastifyInstance } from 'fastify';
import { getMerchantWallet, listWallets, walletTransfer } from '../../schemas/api/vendor-wallets';
import type { AppDeps } from '../app-deps';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { transferBetweenWallets } from '../services/wallet/transfer-between-wallets';
import { isSingleWallet } from '../services/wallet/vendor-wallets';
import { walletOverview } from '../services/wallet/wallet-overview';

export function vendorWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, getMerchantWallet, async (_input, ctx) => {
    sessionOf(ctx);
    return { isSingle: isSingleWallet(ctx.merchant), currency: ctx.merchant.currency };
  });
  handle(app, deps, listWallets, async (_input, ctx) =>
    walletOverview(ctx.deps.db, ctx.merchant, sessionOf(ctx).memberId),
  );
  handle(app, deps, walletTransfer, async (input, ctx) => transferBetweenWallets(ctx, sessionOf(ctx), input));
}
