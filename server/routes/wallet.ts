import type { FastifyInstance } from 'fastify';
import { getBalance } from '../../schemas/api/wallet';
import type { AppDeps } from '../app-deps';
import { sessionOf } from '../domain/call-context';
import { handle } from '../http/handle';
import { memberBalances } from '../services/ledger/ledger-accounts';

export function walletRoutes(app: FastifyInstance, deps: AppDeps): void {
  handle(app, deps, getBalance, async (_input, ctx) => {
    const me = sessionOf(ctx);
    const balances = await memberBalances(ctx.deps.db, ctx.merchant.id, me.memberId);
    let sum = 0;
    for (const [kind, balance] of balances) if (kind !== 'hold') sum += balance;
    return { sumBalance: sum, currency: ctx.merchant.currency };
  });
}
