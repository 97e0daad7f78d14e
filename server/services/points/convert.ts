import type { Static } from '@sinclair/typebox';
import type { convertPoints as convertEndpoint } from '../../../schemas/api/points';
import type { Queryable } from '../../db/database';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { verifyPaymentPassword } from '../cashier/payment-password';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { refuseTrial } from '../wallet/member-guard';
import { lockPoints, pointBalance, postPoints } from './point-ledger';
import { pointSettings } from './point-settings';
import { pointRefused } from './redeem';

type Input = Static<typeof convertEndpoint.request>;
type Answer = Static<typeof convertEndpoint.response>;

/**
 * Convert points to cash (MCS2_convertPoint) at the merchant's rate, with the payment
 * password. Points and cash move in one transaction; both are keyed by the member's
 * submission key, so a retry answers the first conversion and nothing moves twice.
 */
export async function convertPoints(ctx: CallContext, member: SessionMember, input: Input): Promise<Answer> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const settings = pointSettings(merchant.settings);
  const sourceKey = `convert:${member.memberId}:${input.idempotencyKey}`;
  const ledgerKey = `point-convert:${merchant.id}:${member.memberId}:${input.idempotencyKey}`;
  const answerOf = async (
    q: Queryable,
    r: { txId: number; points: number; amount: number; replayed: boolean },
  ) => ({
    transactionId: r.txId,
    points: r.points,
    amount: r.amount,
    pointBalance: await pointBalance(q, merchant.id, member.memberId),
    balance: await balanceOf(q, merchant.id, { memberId: member.memberId, kind: 'main' }),
    replayed: r.replayed,
  });
  const call = {
    call: 'points.convert',
    key: memberKey(member.memberId, input.idempotencyKey),
    keyField: 'idempotencyKey',
    request: { points: input.points },
  };
  const before = () =>
    verifyPaymentPassword(ctx.deps, merchant, member.memberId, input.paymentPassword.trim(), {
      replayKey: `${call.call} ${call.key}`,
    });
  return answerOnce(
    db,
    merchant.id,
    call,
    async (q): Promise<Answer> => {
      await lockPoints(q, merchant.id, member.memberId);
      const [done] = await q.query<{ points: string | number; reference: string }>(
        'SELECT points, reference FROM point_entries WHERE merchant_id = $1 AND source_key = $2',
        [merchant.id, sourceKey],
      );
      if (done) {
        const [tx] = await q.query<{ id: string | number }>(
          'SELECT id FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
          [merchant.id, ledgerKey],
        );
        // Made before, its first answer no longer kept: answer it as it stands now.
        const points = -Number(done.points);
        return answerOf(q, {
          txId: Number(tx?.id),
          points,
          amount: points * settings.minorPerPoint,
          replayed: true,
        });
      }
      if (input.points < settings.minConvertPoints)
        throw pointRefused('minimum', `Convert at least ${settings.minConvertPoints} points`, 'points');
      const amount = input.points * settings.minorPerPoint;
      const reference = `PC${input.idempotencyKey.slice(0, 10).toUpperCase()}`;
      await postPoints(q, {
        merchantId: merchant.id,
        memberId: member.memberId,
        kind: 'convert',
        points: -input.points,
        sourceKey,
        reference,
      });
      const tx = await postTransaction(q, merchant.currency, {
        merchantId: merchant.id,
        kind: 'points.convert',
        idempotencyKey: ledgerKey,
        reference,
        memo: { points: input.points, member: member.memberId },
        postings: [
          { account: { system: 'points' }, amount: -amount },
          { account: { memberId: member.memberId, kind: 'main' }, amount },
        ],
      });
      return answerOf(q, { txId: tx.id, points: input.points, amount, replayed: false });
    },
    { before },
  );
}
