import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { getAgentIncome, getTeamTransactions, getUserProfitLoss } from '../../src/api/endpoints';
import { withAgentApi } from './fake-agents';

type ProfitLoss = ResponseOf<typeof getUserProfitLoss>;
type Income = ResponseOf<typeof getAgentIncome>;
type Transactions = ResponseOf<typeof getTeamTransactions>;

const figures = (deposits: number, validBet: number, win: number, promotions: number) => ({
  deposits,
  withdrawals: 0,
  validBet,
  win,
  promotions,
  profit: win - validBet + promotions,
});

/** The demo team's profit and loss: a winner, a loser with a rebate, a sub-agent without play. */
export function fakeProfitLoss(empty = false): ProfitLoss {
  if (empty) return { items: [], total: 0, totals: figures(0, 0, 0, 0) };
  return {
    items: [
      { username: 'demodown1', level: 1, ...figures(500_00, 50_00, 95_00, 0) },
      { username: 'demosubagent', level: 1, ...figures(0, 0, 0, 0) },
      { username: 'demosubdown1', level: 2, ...figures(200_00, 30_00, 0, 1_50) },
    ],
    total: 3,
    totals: figures(700_00, 80_00, 95_00, 1_50),
  };
}

/** The demo agent's income: a dividend and two daily salaries. */
export function fakeIncome(empty = false): Income {
  if (empty) return { items: [], total: 0, totals: { amount: 0 }, byType: [] };
  const row = (id: number, type: Income['items'][number]['type'], amount: number, balanceAfter: number) => ({
    id,
    time: `2026-11-2${id}T01:00:00.000Z`,
    type,
    orderNo: `TX90${id}`,
    remark: type === 'dividend' ? '2026-W47' : '',
    amount,
    balanceAfter,
  });
  return {
    items: [
      row(3, 'dailySalary', 12_00, 1_062_00),
      row(2, 'dividend', 50_00, 1_050_00),
      row(1, 'dailySalary', 8_00, 1_000_00),
    ],
    total: 3,
    totals: { amount: 70_00 },
    byType: [
      { type: 'dividend', count: 1, amount: 50_00 },
      { type: 'dailySalary', count: 2, amount: 20_00 },
    ],
  };
}

/** The demo team's movements: a deposit, a bet and its win. */
export function fakeTransactions(empty = false): Transactions {
  if (empty) return { items: [], total: 0, totals: { moneyIn: 0, moneyOut: 0, net: 0 } };
  return {
    items: [
      {
        id: 3,
        type: 'winning',
        time: '2026-11-20T10:16:00.000Z',
        username: 'demodown1',
        orderNo: 'TSR:R-1002',
        remark: 'Baccarat A',
        balanceAfter: 545_00,
        amount: 95_00,
      },
      {
        id: 2,
        type: 'betting',
        time: '2026-11-20T10:15:00.000Z',
        username: 'demodown1',
        orderNo: 'TSR:R-1002',
        remark: 'Baccarat A',
        balanceAfter: 450_00,
        amount: -50_00,
      },
      {
        id: 1,
        type: 'deposit',
        time: '2026-11-20T09:00:00.000Z',
        username: 'demodown1',
        orderNo: 'DP1001',
        remark: 'demo',
        balanceAfter: 500_00,
        amount: 500_00,
      },
    ],
    total: 3,
    totals: { moneyIn: 595_00, moneyOut: 50_00, net: 545_00 },
  };
}

/** The agent centre's calls with the ledger reports answered from the fakes above. */
export function withAgentLedgerApi(api: FakeApiClient, opts: { empty?: boolean } = {}): FakeApiClient {
  return withAgentApi(api, opts)
    .on(getUserProfitLoss, () => fakeProfitLoss(opts.empty))
    .on(getAgentIncome, () => fakeIncome(opts.empty))
    .on(getTeamTransactions, () => fakeTransactions(opts.empty));
}
