import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAt } from '../../../schemas/api/wallet-rules';
import { api } from '../../support/accounts';
import { credit } from '../../support/agent-ledger';
import { agentTeam } from '../../support/agents';
import { createTestMember, type TestMember } from '../../support/members';
import { fund } from '../../support/money';
import { post } from '../../../server/services/ledger/post-transaction';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = todayAt(0);
const yesterday = todayAt(0, Date.now() - 86_400_000);

interface Income {
  items: { type: string; orderNo: string; remark: string; amount: number; balanceAfter: number }[];
  total: number;
  totals: { amount: number };
  byType: { type: string; count: number; amount: number }[];
}

const income = (agent: TestMember, query: Record<string, unknown> = {}) =>
  api<Income>(server, {
    method: 'GET',
    url: '/wps/v2/agent/income',
    token: agent.token,
    body: { startDate: yesterday, endDate: today, utcOffset: 0, page: 1, pageSize: 20, ...query },
  });

describe('my income (agentRevenueReport)', () => {
  it('R2.84 lists the agent’s own rebates, dividends and salaries with balance after, paged, with totals in all and by type', async () => {
    const mine = await agentTeam(server);
    const db = server.deps.db;
    await fund(db, mine.top, 100_00); // a deposit is not income
    await credit(db, mine.top, 'agent.rebate', 3_00);
    await credit(db, mine.top, 'contract.dividend', 50_00, { period: '2026-W47' });
    await credit(db, mine.top, 'contract.daily', 12_00);
    await credit(db, mine.top, 'contract.hourly', 1_00);
    await credit(db, mine.top, 'contract.daily', 8_00);
    await credit(db, mine.sub, 'contract.daily', 99_00); // the sub-agent's income is its own
    // A salary the agent pays its sub-agent, as settlement posts it: the sub-agent's income, not the agent's.
    await post(db, 'USD', {
      merchantId: mine.top.merchantId,
      kind: 'contract.daily',
      postings: [
        { account: { memberId: mine.top.memberId, kind: 'main' }, amount: -2_00 },
        { account: { memberId: mine.sub.memberId, kind: 'main' }, amount: 2_00 },
      ],
    });

    const res = await income(mine.top);
    expect(res.code).toBe('OK');
    expect(res.value.items.map((r) => [r.type, r.amount])).toEqual([
      ['dailySalary', 8_00],
      ['hourlySalary', 1_00],
      ['dailySalary', 12_00],
      ['dividend', 50_00],
      ['agentRebate', 3_00],
    ]);
    expect(res.value.items[0]?.balanceAfter).toBe(174_00);
    expect(res.value.items[3]?.remark).toBe('2026-W47');
    expect(res.value.totals).toEqual({ amount: 74_00 });
    expect(res.value.byType).toEqual([
      { type: 'agentRebate', count: 1, amount: 3_00 },
      { type: 'dividend', count: 1, amount: 50_00 },
      { type: 'dailySalary', count: 2, amount: 20_00 },
      { type: 'hourlySalary', count: 1, amount: 1_00 },
    ]);
    const daily = await income(mine.top, { type: 'dailySalary', page: 2, pageSize: 1 });
    expect(daily.value.items.map((r) => r.amount)).toEqual([12_00]);
    expect(daily.value.total).toBe(2);
    expect(daily.value.totals.amount).toBe(20_00);
    expect((await income(mine.sub)).value.totals.amount).toBe(101_00);
  });

  it('R2.84 R9.15 refuses more than 30 days naming endDate, and a non-agent', async () => {
    const mine = await agentTeam(server);
    const long = await income(mine.top, {
      startDate: new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(long.code).toBe('VALIDATION');
    expect(long.errors?.[0]?.field).toBe('endDate');
    expect((await income(await createTestMember(server.deps.db))).code).toBe('NOT_AGENT');
  });
});

describe('the demo agent’s income', () => {
  it('R2.84 every whitelabel’s demo agent has been paid an agent rebate, a dividend and daily salaries', async () => {
    const rows = await server.deps.db.query<{ code: string; kinds: string[] }>(
      `SELECT mc.code, array_agg(DISTINCT t.kind ORDER BY t.kind) AS kinds
         FROM members m JOIN merchants mc ON mc.id = m.merchant_id
         JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'main'
         JOIN ledger_entries e ON e.account_id = a.id
         JOIN ledger_transactions t ON t.id = e.transaction_id AND e.amount > 0
          AND (t.kind LIKE 'agent.%' OR t.kind LIKE 'contract.%')
        WHERE m.username = 'demoagent' GROUP BY mc.code ORDER BY mc.code`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(r.kinds).toEqual(['agent.rebate', 'contract.daily', 'contract.dividend']);
  });
});
