import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  getAccountRecord,
  getBettingRecord,
  getBonusRecord,
  getPersonalProfit,
} from '../../src/api/endpoints';
import { withWalletApi } from './fake-wallet';

type Movement = ResponseOf<typeof getAccountRecord>['items'][number];
type Round = ResponseOf<typeof getBettingRecord>['items'][number];

export const fakeMovements: Movement[] = [
  {
    id: 6,
    time: '2026-11-20T10:05:00.000Z',
    type: 'win',
    category: 'game',
    wallet: 'main',
    amount: 2_500,
    balanceAfter: 16_500,
    reference: 'TSR:r-102',
    detail: 'Jade Reels',
  },
  {
    id: 5,
    time: '2026-11-20T10:04:00.000Z',
    type: 'bet',
    category: 'game',
    wallet: 'main',
    amount: -1_000,
    balanceAfter: 14_000,
    reference: 'TSR:r-102',
    detail: 'Jade Reels',
  },
  {
    id: 4,
    time: '2026-11-20T10:00:00.000Z',
    type: 'transfer.wallet',
    category: 'transfer',
    wallet: 'EVL',
    amount: 5_000,
    balanceAfter: 5_000,
    reference: 'TX3',
    detail: '',
  },
  {
    id: 3,
    time: '2026-11-20T10:00:00.000Z',
    type: 'transfer.wallet',
    category: 'transfer',
    wallet: 'main',
    amount: -5_000,
    balanceAfter: 15_000,
    reference: 'TX3',
    detail: '',
  },
  {
    id: 1,
    time: '2026-11-20T09:40:00.000Z',
    type: 'deposit',
    category: 'deposit',
    wallet: 'main',
    amount: 20_000,
    balanceAfter: 20_000,
    reference: 'DP7K2M9QX4TZ',
    detail: '',
  },
];

export const fakeRounds: Round[] = [
  {
    roundId: 'r-103',
    vendor: 'TSR',
    gameType: 'RNG',
    gameName: 'Jade Reels',
    stake: 200,
    payout: 0,
    profit: 0,
    status: 'open',
    time: '2026-11-20T10:06:00.000Z',
  },
  {
    roundId: 'r-102',
    vendor: 'TSR',
    gameType: 'RNG',
    gameName: 'Jade Reels',
    stake: 1_000,
    payout: 2_500,
    profit: 1_500,
    status: 'settled',
    time: '2026-11-20T10:04:00.000Z',
    settledAt: '2026-11-20T10:05:00.000Z',
  },
  {
    roundId: 'l-88',
    vendor: 'EVL',
    gameType: 'LIVE',
    gameName: 'Speed Baccarat',
    stake: 5_000,
    payout: 0,
    profit: -5_000,
    status: 'settled',
    time: '2026-11-19T21:00:00.000Z',
    settledAt: '2026-11-19T21:01:00.000Z',
  },
];

/** Records answered from fixed rows, filtered and paged like the platform. */
export function withRecordsApi(api: FakeApiClient, opts: { empty?: boolean } = {}): FakeApiClient {
  const movements = opts.empty ? [] : fakeMovements;
  const rounds = opts.empty ? [] : fakeRounds;
  return withWalletApi(api)
    .on(getAccountRecord, (q) => {
      const rows = movements.filter(
        (m) => (!q.category || m.category === q.category) && (!q.wallet || m.wallet === q.wallet),
      );
      const moneyIn = rows.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0);
      const moneyOut = rows.filter((r) => r.amount < 0).reduce((s, r) => s - r.amount, 0);
      return {
        items: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
        total: rows.length,
        totals: { moneyIn, moneyOut, net: moneyIn - moneyOut },
      };
    })
    .on(getBettingRecord, (q) => {
      const rows = rounds.filter((r) => !q.gameType || r.gameType === q.gameType);
      const settled = rows.filter((r) => r.status === 'settled');
      return {
        items: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
        total: rows.length,
        totals: {
          rounds: rows.length,
          stake: rows.reduce((s, r) => s + r.stake, 0),
          payout: settled.reduce((s, r) => s + r.payout, 0),
          profit: settled.reduce((s, r) => s + r.profit, 0),
        },
      };
    })
    .on(getPersonalProfit, () =>
      opts.empty
        ? { byDay: [], byGameType: [], totals: { rounds: 0, stake: 0, payout: 0, profit: 0 } }
        : {
            byDay: [
              { date: '2026-11-20', rounds: 1, stake: 1_000, payout: 2_500, profit: 1_500 },
              { date: '2026-11-19', rounds: 1, stake: 5_000, payout: 0, profit: -5_000 },
            ],
            byGameType: [
              { gameType: 'LIVE', rounds: 1, stake: 5_000, payout: 0, profit: -5_000 },
              { gameType: 'RNG', rounds: 1, stake: 1_000, payout: 2_500, profit: 1_500 },
            ],
            totals: { rounds: 2, stake: 6_000, payout: 2_500, profit: -3_500 },
          },
    )
    .on(getBonusRecord, () =>
      opts.empty
        ? { items: [], total: 0, totals: { amount: 0, count: 0 } }
        : {
            items: [
              {
                time: '2026-11-20T08:00:00.000Z',
                type: 'bonus.raffle',
                title: 'Weekend raffle',
                amount: 888,
                reference: 'RW12',
              },
              {
                time: '2026-11-19T08:00:00.000Z',
                type: 'bonus.mission',
                title: 'Play 20 rounds',
                amount: 500,
                reference: 'MS7',
              },
            ],
            total: 2,
            totals: { amount: 1_388, count: 2 },
          },
    );
}
