import {
  seamlessBalance,
  seamlessCredit,
  seamlessDebit,
  seamlessRollback,
} from '../../schemas/api/seamless-wallet';
import { ApiError } from '../domain/api-error';
import { handle } from '../http/handle';
import type { Merchant } from '../domain/merchant';
import { playWalletFor } from '../services/games/launch/play-wallet';
import { answerOnce } from '../services/idempotency/first-answer';
import { seamlessWallet, type WalletAnswer } from '../services/games/wallet/seamless-wallet';
import { verifyVendorCall } from '../services/games/wallet/vendor-signature';
import type { RoutePlugin } from './route-plugin';

function answer(merchant: Merchant, a: WalletAnswer) {
  return {
    balance: a.balance,
    currency: merchant.currency,
    round: { roundId: a.round.roundId, status: a.round.status, stake: a.round.stake, payout: a.round.payout },
  };
}

/** The seamless wallet for outside providers: signed calls, real money only. */
export const seamlessWalletRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.db;
  handle(app, deps, seamlessBalance, async (input, ctx) => {
    verifyVendorCall(ctx.merchant, input);
    const [m] = await db.query('SELECT 1 FROM members WHERE id = $1 AND merchant_id = $2', [
      input.playerId,
      ctx.merchant.id,
    ]);
    if (!m) throw ApiError.notFound('Player');
    const [vendor] = await db.query<{
      integration: 'house' | 'demo' | 'external';
      account_type_name: string;
    }>(
      'SELECT integration, account_type_name FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2 LIMIT 1',
      [ctx.merchant.id, input.vendor],
    );
    if (!vendor) throw ApiError.notFound('Vendor');
    const wallet = playWalletFor(
      ctx.merchant,
      { integration: vendor.integration, accountTypeName: vendor.account_type_name },
      0,
    );
    return {
      balance: await seamlessWallet.balance(db, ctx.merchant.id, input.playerId, wallet),
      currency: ctx.merchant.currency,
    };
  });
  // Each round's debit, credit and rollback is answered once; a provider's retry gets that answer again.
  const roundCall = (
    call: string,
    input: { vendor: string; roundId: string },
    request: Record<string, unknown>,
  ) => ({
    call,
    key: `${input.vendor}:${input.roundId}`,
    keyField: 'roundId',
    request,
  });
  handle(app, deps, seamlessDebit, async (input, ctx) => {
    verifyVendorCall(ctx.merchant, input);
    const request = { playerId: input.playerId, amount: input.amount, gameId: input.gameId ?? null };
    return answerOnce(db, ctx.merchant.id, roundCall('seamless.debit', input, request), async (q) => {
      const [game] = await q.query<{ id: number; name: string; game_type: string }>(
        'SELECT id, name, game_type FROM games WHERE merchant_id = $1 AND vassalage = $2 AND game_code = $3',
        [ctx.merchant.id, input.vendor, input.gameId ?? ''],
      );
      const [vendor] = await q.query<{
        game_type: string;
        title: string;
        integration: 'house' | 'demo' | 'external';
        account_type_name: string;
      }>(
        'SELECT game_type, title, integration, account_type_name FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2 LIMIT 1',
        [ctx.merchant.id, input.vendor],
      );
      if (!vendor) throw ApiError.notFound('Vendor');
      const [m] = await q.query('SELECT 1 FROM members WHERE id = $1 AND merchant_id = $2', [
        input.playerId,
        ctx.merchant.id,
      ]);
      if (!m) throw ApiError.notFound('Player');
      const a = await seamlessWallet.debit(q, {
        merchantId: ctx.merchant.id,
        vendor: input.vendor,
        roundId: input.roundId,
        memberId: input.playerId,
        currency: ctx.merchant.currency,
        wallet: playWalletFor(
          ctx.merchant,
          { integration: vendor.integration, accountTypeName: vendor.account_type_name },
          0,
        ),
        gameType: game?.game_type ?? vendor.game_type,
        gameId: game ? Number(game.id) : null,
        gameName: game?.name ?? vendor.title,
        amount: input.amount,
      });
      return answer(ctx.merchant, a);
    });
  });
  handle(app, deps, seamlessCredit, async (input, ctx) => {
    verifyVendorCall(ctx.merchant, input);
    const call = roundCall('seamless.credit', input, { amount: input.amount });
    return answerOnce(db, ctx.merchant.id, call, async (q) =>
      answer(
        ctx.merchant,
        await seamlessWallet.credit(q, {
          merchantId: ctx.merchant.id,
          vendor: input.vendor,
          roundId: input.roundId,
          amount: input.amount,
        }),
      ),
    );
  });
  handle(app, deps, seamlessRollback, async (input, ctx) => {
    verifyVendorCall(ctx.merchant, input);
    const call = roundCall('seamless.rollback', input, {});
    return answerOnce(db, ctx.merchant.id, call, async (q) =>
      answer(
        ctx.merchant,
        await seamlessWallet.rollback(q, {
          merchantId: ctx.merchant.id,
          vendor: input.vendor,
          roundId: input.roundId,
        }),
      ),
    );
  });
};
