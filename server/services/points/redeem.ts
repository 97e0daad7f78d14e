import type { Static } from '@sinclair/typebox';
import { ADDRESS_MAX_LENGTH, type POINT_REFUSALS, type redeemPointReward } from '../../../schemas/api/points';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { SessionMember } from '../../domain/session-member';
import type { CallContext } from '../../domain/call-context';
import { verifyPaymentPassword } from '../cashier/payment-password';
import { pickText } from '../content/localized-text';
import { answerOnce, memberKey } from '../idempotency/first-answer';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { refuseTrial } from '../wallet/member-guard';
import { lockPoints, pointBalance, postPoints } from './point-ledger';
import {
  loadRedemption,
  loadReward,
  needsOf,
  redemptionReference,
  redemptionView,
  type RedemptionRow,
  type RewardRow,
} from './point-rows';

type Input = Static<typeof redeemPointReward.request>;
type Answer = Static<typeof redeemPointReward.response>;

const MOBILE = /^\+?[0-9][0-9 -]{5,19}$/;

export function pointRefused(reason: (typeof POINT_REFUSALS)[number], message: string, field: string) {
  return new ApiError(409, 'CONFLICT', message, [{ field, message }], { reason });
}

function unknownItem(): ApiError {
  return new ApiError(404, 'NOT_FOUND', 'No such item in this point mall', [
    { field: 'rewardId', message: 'is not an item of this point mall' },
  ]);
}

/** The receiving address or mobile number the item needs, checked; the other is dropped. */
function deliveryOf(reward: RewardRow, input: Input): { address: string | null; mobile: string | null } {
  const needs = needsOf(reward.type);
  if (needs === 'address') {
    const address = (input.address ?? '').trim().replace(/\s+/g, ' ');
    if (address.length < 5) throw ApiError.validation('address', 'a receiving address is required');
    if (address.length > ADDRESS_MAX_LENGTH)
      throw ApiError.validation('address', `must be at most ${ADDRESS_MAX_LENGTH} characters`);
    return { address, mobile: null };
  }
  if (needs === 'mobile') {
    const mobile = (input.mobile ?? '').trim();
    if (!mobile) throw ApiError.validation('mobile', 'a mobile number is required');
    if (!MOBILE.test(mobile)) throw ApiError.validation('mobile', 'is not a mobile number');
    return { address: null, mobile };
  }
  return { address: null, mobile: null };
}

/**
 * Redeem an item (MCS2_redeemPointReward). The payment password is checked first (its
 * wrong tries count and lock as for withdrawals). Then, in one transaction, the member's
 * points row and the item row are locked: the key is checked for a replay, stock and
 * points are checked and taken, and a cash item credits the main wallet through the
 * ledger (keyed by the redemption, so once). Goods and top-ups wait `process` for ops.
 */
export async function redeemReward(ctx: CallContext, member: SessionMember, input: Input): Promise<Answer> {
  refuseTrial(member);
  const { db } = ctx.deps;
  const merchant = ctx.merchant;
  const language = input.language ?? 'EN';
  let delivery: { address: string | null; mobile: string | null } = { address: null, mobile: null };
  const call = {
    call: 'points.redeem',
    key: memberKey(member.memberId, input.idempotencyKey),
    keyField: 'idempotencyKey',
    request: {
      rewardId: input.rewardId,
      quantity: input.quantity,
      address: input.address?.trim() || null,
      mobile: input.mobile?.trim() || null,
    },
  };
  const before = async () => {
    const first = await loadReward(db, merchant.id, input.rewardId);
    if (!first?.active) throw unknownItem();
    delivery = deliveryOf(first, input);
    await verifyPaymentPassword(ctx.deps, merchant, member.memberId, input.paymentPassword.trim(), {
      replayKey: `${call.call} ${call.key}`,
    });
  };
  return answerOnce(
    db,
    merchant.id,
    call,
    async (q): Promise<Answer> => {
      await lockPoints(q, merchant.id, member.memberId);
      const earlier = await loadRedemption(q, merchant.id, {
        memberId: member.memberId,
        key: input.idempotencyKey,
      });
      // Made before, its first answer no longer kept: answer it as it stands now.
      if (earlier) return answerOf(q, earlier, true);
      const reward = await loadReward(q, merchant.id, input.rewardId, true);
      if (!reward?.active) throw unknownItem();
      if (input.quantity > reward.max_quantity)
        throw ApiError.validation('quantity', `must be at most ${reward.max_quantity} for this item`);
      if (reward.stock !== null && reward.stock < input.quantity)
        throw pointRefused(
          'stock',
          reward.stock === 0 ? 'This item is out of stock' : `Only ${reward.stock} left`,
          'quantity',
        );
      const unit = Number(reward.points);
      const points = unit * input.quantity;
      const amount = Number(reward.amount) * input.quantity;
      const [inserted] = await q.query<{ id: string | number }>(
        `INSERT INTO point_redemptions (merchant_id, member_id, reward_id, type, name, quantity, unit_points, points, amount,
                                      status, address, mobile, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          merchant.id,
          member.memberId,
          reward.id,
          reward.type,
          JSON.stringify(reward.name),
          input.quantity,
          unit,
          points,
          amount,
          reward.type === 'cash' ? 'approved' : 'process',
          delivery.address,
          delivery.mobile,
          input.idempotencyKey,
        ],
      );
      const id = Number(inserted?.id);
      const reference = redemptionReference(id);
      await postPoints(q, {
        merchantId: merchant.id,
        memberId: member.memberId,
        kind: 'redeem',
        points: -points,
        sourceKey: `redeem:${id}`,
        reference,
        detail: pickText(reward.name, 'EN'),
      });
      if (reward.stock !== null)
        await q.query('UPDATE point_rewards SET stock = stock - $2 WHERE id = $1', [
          reward.id,
          input.quantity,
        ]);
      if (reward.type === 'cash' && amount > 0) {
        const tx = await postTransaction(q, merchant.currency, {
          merchantId: merchant.id,
          kind: 'points.redeem',
          idempotencyKey: `point-redeem:${id}`,
          reference,
          memo: { item: reward.code, quantity: input.quantity, points, member: member.memberId },
          postings: [
            { account: { system: 'points' }, amount: -amount },
            { account: { memberId: member.memberId, kind: 'main' }, amount },
          ],
        });
        await q.query(
          `UPDATE point_redemptions SET tx_id = $2, decided_by = 'auto', decided_at = now() WHERE id = $1`,
          [id, tx.id],
        );
      }
      return answerOf(q, (await loadRedemption(q, merchant.id, { id })) as RedemptionRow, false);
    },
    { before },
  );

  async function answerOf(q: Queryable, row: RedemptionRow, replayed: boolean): Promise<Answer> {
    return {
      redemption: redemptionView(row, language),
      points: await pointBalance(q, merchant.id, member.memberId),
      balance: await balanceOf(q, merchant.id, { memberId: member.memberId, kind: 'main' }),
      replayed,
    };
  }
}

export interface Decision {
  decision: 'approve' | 'reject';
  by: string;
  reason?: string;
}

/**
 * Ops decide a redemption in process: approve (the goods or top-up were sent) or reject
 * (the points and the stock come back, once). A decided redemption is left as it is. Runs in
 * the caller's transaction (the redemption row locked), so the caller's audit line commits with it.
 */
export async function decideRedemption(
  q: Queryable,
  merchantId: number,
  id: number,
  d: Decision,
): Promise<{ changed: boolean; row: RedemptionRow }> {
  const row = await loadRedemption(q, merchantId, { id }, true);
  if (!row) throw ApiError.notFound('Redemption');
  if (row.status !== 'process') return { changed: false, row };
  if (d.decision === 'reject') {
    await postPoints(q, {
      merchantId,
      memberId: Number(row.member_id),
      kind: 'refund',
      points: Number(row.points),
      sourceKey: `refund:${id}`,
      reference: redemptionReference(id),
      detail: pickText(row.name, 'EN'),
    });
    await q.query('UPDATE point_rewards SET stock = stock + $2 WHERE id = $1 AND stock IS NOT NULL', [
      row.reward_id,
      row.quantity,
    ]);
  }
  await q.query(
    `UPDATE point_redemptions SET status = $2, reason = $3, decided_by = $4, decided_at = now() WHERE id = $1`,
    [id, d.decision === 'approve' ? 'approved' : 'rejected', d.reason ?? null, d.by],
  );
  return { changed: true, row: (await loadRedemption(q, merchantId, { id })) as RedemptionRow };
}
