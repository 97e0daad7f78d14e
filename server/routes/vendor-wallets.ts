import { getMerchantWallet, listWallets, walletTransfer } from '../../schemas/api/vendor-wallets';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { transferBetweenWallets } from '../services/wallet/transfer-between-wallets';
import { isSingleWallet } from '../services/wallet/vendor-wallets';
import { walletOverview } from '../services/wallet/wallet-overview';
import type { RoutePlugin } from './route-plugin';

export const vendorWalletRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getMerchantWallet, async (_input, ctx) => {
    sessionOf(ctx);
    return { isSingle: isSingleWallet(ctx.merchant), currency: ctx.merchant.currency };
  });
  handle(app, deps, listWallets, async (_input, ctx) =>
    walletOverview(ctx.deps.db, ctx.merchant, sessionOf(ctx).memberId),
  );
  handle(app, deps, walletTransfer, async (input, ctx) => transferBetweenWallets(ctx, sessionOf(ctx), input));
};
