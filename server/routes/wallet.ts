import { getBalance } from '../../schemas/api/wallet';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { memberBalances } from '../services/ledger/ledger-accounts';
import type { RoutePlugin } from './route-plugin';

export const walletRoutes: RoutePlugin = async (app, { deps }) => {
  handle(app, deps, getBalance, async (_input, ctx) => {
    const me = sessionOf(ctx);
    const balances = await memberBalances(ctx.deps.db, ctx.merchant.id, me.memberId);
    let sum = 0;
    for (const [kind, balance] of balances) if (kind !== 'hold') sum += balance;
    return { sumBalance: sum, currency: ctx.merchant.currency };
  });
};
