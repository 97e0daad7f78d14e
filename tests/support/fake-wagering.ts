import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { CallError } from '../../src/api/call-error';
import { forfeitBonus, getBonusWagering } from '../../src/api/endpoints';

export type FakeWager = ResponseOf<typeof getBonusWagering>['items'][number];

/** A welcome bonus part-way through its turnover, a met mission prize and a forfeited gift. */
export function fakeWagers(): FakeWager[] {
  return [
    {
      id: 31,
      source: 'reward',
      title: 'Welcome match',
      bonus: 100_00,
      deposit: 100_00,
      multiple: 20,
      required: 4_000_00,
      wagered: 1_200_00,
      remaining: 2_800_00,
      state: 'active',
      createdAt: '2026-11-18T10:00:00.000Z',
    },
    {
      id: 30,
      source: 'mission',
      title: 'Bet 100 on any game',
      bonus: 8_00,
      deposit: 0,
      multiple: 1,
      required: 8_00,
      wagered: 8_00,
      remaining: 0,
      state: 'met',
      createdAt: '2026-11-16T10:00:00.000Z',
    },
    {
      id: 29,
      source: 'reward',
      title: 'Weekend gift',
      bonus: 18_00,
      deposit: 0,
      multiple: 5,
      required: 90_00,
      wagered: 20_00,
      remaining: 0,
      state: 'forfeited',
      createdAt: '2026-11-10T10:00:00.000Z',
      forfeitedAt: '2026-11-11T10:00:00.000Z',
      forfeitedAmount: 18_00,
    },
  ];
}

/**
 * Bonus wagering answered like the platform: the total left to bet over active
 * requirements, and a forfeit that ends one once per key (a repeat answers the first).
 */
export function withWageringApi(
  api: FakeApiClient,
  opts: { wagers?: FakeWager[]; balance?: number } = {},
): FakeApiClient {
  const wagers = (opts.wagers ?? fakeWagers()).map((w) => ({ ...w }));
  let balance = opts.balance ?? 1_250_00;
  const keys = new Map<number, string>();
  return api
    .on(getBonusWagering, () => ({
      currency: 'USD',
      remaining: wagers.reduce((s, w) => s + (w.state === 'active' ? w.remaining : 0), 0),
      items: wagers.map((w) => ({ ...w })),
    }))
    .on(forfeitBonus, ({ wagerId, idempotencyKey }) => {
      const w = wagers.find((x) => x.id === wagerId);
      if (!w) throw new CallError('NOT_FOUND', 'Bonus not found', 404);
      if (w.state === 'forfeited' && keys.get(w.id) === idempotencyKey)
        return {
          transactionId: 900,
          amount: w.forfeitedAmount ?? 0,
          balance,
          replayed: true,
          wager: { ...w },
        };
      if (w.state !== 'active')
        throw new CallError('CONFLICT', 'refused', 409, [], {
          reason: w.state === 'met' ? 'met' : 'forfeited',
        });
      const amount = Math.min(w.bonus, balance);
      balance -= amount;
      Object.assign(w, {
        state: 'forfeited',
        remaining: 0,
        forfeitedAmount: amount,
        forfeitedAt: '2026-11-20T12:00:00.000Z',
      });
      keys.set(w.id, idempotencyKey);
      return { transactionId: 900, amount, balance, replayed: false, wager: { ...w } };
    });
}
