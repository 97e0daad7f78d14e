import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { CallError } from '../../src/api/call-error';
import {
  getPointBalance,
  getPointConfig,
  listPointEntries,
  listPointRedemptions,
  listPointRewards,
  redeemPointReward,
  convertPoints,
} from '../../src/api/endpoints';

type Reward = ResponseOf<typeof listPointRewards>['rewards'][number];
type Redemption = ResponseOf<typeof listPointRedemptions>['items'][number];
type Entry = ResponseOf<typeof listPointEntries>['items'][number];

export function fakePointRewards(): Reward[] {
  return [
    {
      id: 1,
      name: '5.00 cash credit',
      type: 'cash',
      points: 500,
      amount: 5_00,
      maxQuantity: 10,
      needs: 'none',
    },
    {
      id: 2,
      name: 'Mobile top-up 10.00',
      type: 'topup',
      points: 1000,
      amount: 10_00,
      stock: 100,
      maxQuantity: 3,
      needs: 'mobile',
    },
    {
      id: 3,
      name: 'Wireless earbuds',
      type: 'physical',
      points: 6000,
      amount: 0,
      stock: 20,
      maxQuantity: 1,
      needs: 'address',
    },
    {
      id: 4,
      name: 'Smart watch',
      type: 'physical',
      points: 20000,
      amount: 0,
      stock: 0,
      maxQuantity: 1,
      needs: 'address',
    },
  ];
}

const at = '2026-11-20T10:00:00.000Z';

export function fakeRedemptions(): Redemption[] {
  return [
    {
      id: 3,
      reference: 'PR000003',
      rewardId: 3,
      name: 'Wireless earbuds',
      type: 'physical',
      quantity: 1,
      requiredPoints: 6000,
      points: 6000,
      amount: 0,
      status: 'rejected',
      address: '12 Harbour Road',
      reason: 'Out of stock at the supplier',
      createdAt: at,
    },
    {
      id: 2,
      reference: 'PR000002',
      rewardId: 2,
      name: 'Mobile top-up 10.00',
      type: 'topup',
      quantity: 1,
      requiredPoints: 1000,
      points: 1000,
      amount: 10_00,
      status: 'process',
      mobile: '+15550100',
      createdAt: at,
    },
    {
      id: 1,
      reference: 'PR000001',
      rewardId: 1,
      name: '5.00 cash credit',
      type: 'cash',
      quantity: 1,
      requiredPoints: 500,
      points: 500,
      amount: 5_00,
      status: 'approved',
      createdAt: at,
    },
  ];
}

/** A point mall: the catalogue, points, redemptions and details, redeeming once per key. */
export function withPointsApi(
  api: FakeApiClient,
  opts: { rewards?: Reward[]; points?: number; redemptions?: Redemption[] } = {},
): FakeApiClient {
  const rewards = opts.rewards ?? fakePointRewards();
  const redemptions = opts.redemptions ?? fakeRedemptions();
  let points = opts.points ?? 10_500;
  const entries: Entry[] = [
    {
      id: 1,
      kind: 'adjust',
      points: 12_000,
      balanceAfter: 12_000,
      reference: 'WELCOME',
      detail: 'Welcome points',
      createdAt: at,
    },
    {
      id: 2,
      kind: 'earn',
      points: 12,
      balanceAfter: 12_012,
      reference: 'round:TSR:1',
      detail: 'Lucky Reels',
      createdAt: at,
    },
  ];
  const keys = new Map<string, Redemption>();
  const converted = new Map<string, number>();
  return api
    .on(convertPoints, (input) => {
      if (converted.has(input.idempotencyKey))
        return {
          transactionId: 900,
          points: input.points,
          amount: input.points,
          pointBalance: points,
          balance: 0,
          replayed: true,
        };
      if (input.paymentPassword !== '246810')
        throw new CallError('BAD_CREDENTIALS', 'The payment password is wrong', 400, [
          { field: 'paymentPassword', message: 'is wrong' },
        ]);
      if (input.points > points)
        throw new CallError(
          'CONFLICT',
          'Not enough points',
          409,
          [{ field: 'points', message: 'not enough' }],
          { reason: 'points' },
        );
      points -= input.points;
      converted.set(input.idempotencyKey, input.points);
      return {
        transactionId: 900,
        points: input.points,
        amount: input.points,
        pointBalance: points,
        balance: 100_00,
        replayed: false,
      };
    })
    .on(getPointConfig, () => ({
      stakePerPoint: 10_00,
      minorPerPoint: 1,
      minConvertPoints: 100,
      expires: false,
      currency: 'USD',
    }))
    .on(getPointBalance, () => ({ points }))
    .on(listPointRewards, () => ({ rewards: rewards.map((r) => ({ ...r })) }))
    .on(listPointRedemptions, () => ({
      total: redemptions.length,
      items: redemptions.map((r) => ({ ...r })),
    }))
    .on(listPointEntries, () => ({ total: entries.length, items: [...entries].reverse() }))
    .on(redeemPointReward, (input) => {
      const earlier = keys.get(input.idempotencyKey);
      if (earlier) return { redemption: earlier, points, balance: 0, replayed: true };
      if (input.paymentPassword !== '246810')
        throw new CallError(
          'BAD_CREDENTIALS',
          'The payment password is wrong',
          400,
          [{ field: 'paymentPassword', message: 'is wrong' }],
          { triesLeft: 4 },
        );
      const r = rewards.find((x) => x.id === input.rewardId);
      if (!r)
        throw new CallError('NOT_FOUND', 'No such item', 404, [{ field: 'rewardId', message: 'unknown' }]);
      const cost = r.points * input.quantity;
      if (cost > points)
        throw new CallError(
          'CONFLICT',
          'Not enough points',
          409,
          [{ field: 'points', message: 'not enough' }],
          { reason: 'points' },
        );
      if (r.stock !== undefined && r.stock < input.quantity)
        throw new CallError(
          'CONFLICT',
          'Out of stock',
          409,
          [{ field: 'quantity', message: 'out of stock' }],
          { reason: 'stock' },
        );
      points -= cost;
      if (r.stock !== undefined) r.stock -= input.quantity;
      const id = redemptions.length + 1;
      const redemption: Redemption = {
        id,
        reference: `PR${String(id).padStart(6, '0')}`,
        rewardId: r.id,
        name: r.name,
        type: r.type,
        quantity: input.quantity,
        requiredPoints: r.points,
        points: cost,
        amount: r.amount * input.quantity,
        status: r.type === 'cash' ? 'approved' : 'process',
        ...(input.address ? { address: input.address } : {}),
        ...(input.mobile ? { mobile: input.mobile } : {}),
        createdAt: at,
      };
      redemptions.unshift(redemption);
      entries.push({
        id: entries.length + 1,
        kind: 'redeem',
        points: -cost,
        balanceAfter: points,
        reference: redemption.reference,
        detail: r.name,
        createdAt: at,
      });
      keys.set(input.idempotencyKey, redemption);
      return { redemption, points, balance: 100_00, replayed: false };
    });
}
