import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAt } from '../../../schemas/api/wallet-rules';
import { api } from '../../support/accounts';
import { credit } from '../../support/agent-ledger';
import { agentTeam } from '../../support/agents';
import { createTestMember, type TestMember } from '../../support/members';
import { fund } from '../../support/money';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = todayAt(0);
const yesterday = todayAt(0, Date.now() - 86_400_000);

interface Transactions {
  items: {
    type: string;
    time: string;
    username: string;
    orderNo: string;
    remark: string;
    balanceAfter: number;
    amount: number;
  }[];
  total: number;
  totals: { moneyIn: number; moneyOut: number; net: number };
}

const details = (agent: TestMember, query: Record<string, unknown> = {}) =>
  api<Transactions>(server, {
    method: 'GET',
    url: '/wps/v2/agent/transactions',
    token: agent.token,
    body: { startDate: yesterday, endDate: today, utcOffset: 0, page: 1, pageSize: 20, ...query },
  });

describe('transaction details (agentDownlineTransactionDetailsCopy)', () => {
  it('R2.85 lists the team’s main-wallet movements with type, time, user, order no., remark, balance after and signed amount, beside a second agent', async () => {
    const mine = await agentTeam(server);
    const other = await agentTeam(server);
    const db = server.deps.db;
    await fund(db, mine.player, 100_00);
    const round = await playRound(db, mine.player, { stake: 30_00, payout: 45_00, gameName: 'Ocean King' });
    await credit(db, mine.subPlayer, 'rebate.bet', 2_00);
    await credit(db, mine.sub, 'contract.daily', 7_00, { period: '2026-11-25' });
    await fund(db, other.player, 500_00);
    await fund(db, mine.top, 900_00); // the agent's own wallet is not its team's

    const res = await details(mine.top);
    expect(res.code).toBe('OK');
    expect(res.value.items.map((r) => [r.type, r.username, r.amount])).toEqual([
      ['dailyWage', mine.sub.username, 7_00],
      ['bettingRebate', mine.subPlayer.username, 2_00],
      ['winning', mine.player.username, 45_00],
      ['betting', mine.player.username, -30_00],
      ['deposit', mine.player.username, 100_00],
    ]);
    const bet = res.value.items[3];
    expect(bet).toMatchObject({ orderNo: `TSR:${round}`, remark: 'Ocean King', balanceAfter: 70_00 });
    expect(res.value.items[2]?.balanceAfter).toBe(115_00);
    expect(res.value.items[0]?.remark).toBe('2026-11-25');
    expect(res.value.totals).toEqual({ moneyIn: 154_00, moneyOut: 30_00, net: 124_00 });
    expect((await details(other.top)).value.items.map((r) => r.amount)).toEqual([500_00]);
  });

  it('R2.85 filters by username and by each type, and pages with totals over the whole filter', async () => {
    const mine = await agentTeam(server);
    const db = server.deps.db;
    await fund(db, mine.player, 100_00);
    await fund(db, mine.subPlayer, 10_00);
    await playRound(db, mine.player, { stake: 5_00, payout: 0 });
    await credit(db, mine.player, 'bonus.reward', 1_00, { title: 'Welcome bonus' });
    await credit(db, mine.sub, 'contract.dividend', 9_00);
    await credit(db, mine.sub, 'points.convert', 4_00);

    const types = async (query: Record<string, unknown>) =>
      (await details(mine.top, query)).value.items.map((r) => r.type);
    expect(await types({ type: 'deposit' })).toEqual(['deposit', 'deposit']);
    expect(await types({ type: 'promotion' })).toEqual(['promotion']);
    expect(await types({ type: 'shareBonus' })).toEqual(['shareBonus']);
    expect(await types({ type: 'other' })).toEqual(['other']);
    expect(await types({ type: 'winning' })).toEqual([]);
    expect(await types({ username: mine.subPlayer.username.toUpperCase() })).toEqual(['deposit']);
    const paged = await details(mine.top, { page: 2, pageSize: 4 });
    expect(paged.value.total).toBe(6);
    expect(paged.value.items).toHaveLength(2);
    expect(paged.value.totals).toEqual({ moneyIn: 124_00, moneyOut: 5_00, net: 119_00 });
  });

  it('R2.85 money an agent transfers to a downline is typed transfer, not other', async () => {
    const mine = await agentTeam(server);
    await credit(server.deps.db, mine.player, 'transfer.downline', 3_00);
    await credit(server.deps.db, mine.sub, 'points.convert', 1_00);
    const types = async (query: Record<string, unknown>) =>
      (await details(mine.top, query)).value.items.map((r) => r.type);
    expect(await types({ type: 'transfer' })).toEqual(['transfer']);
    expect(await types({ type: 'other' })).toEqual(['other']);
  });

  it('R2.85 R9.15 refuses more than 30 days naming endDate, an unknown type naming type, a member outside the team, and a non-agent', async () => {
    const mine = await agentTeam(server);
    const other = await agentTeam(server);
    const long = await details(mine.top, {
      startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(long.code).toBe('VALIDATION');
    expect(long.errors?.[0]?.field).toBe('endDate');
    const inverted = await details(mine.top, { startDate: today, endDate: yesterday });
    expect(inverted.errors?.[0]?.field).toBe('endDate');
    const badType = await details(mine.top, { type: 'jackpot' });
    expect(badType.code).toBe('VALIDATION');
    expect(badType.errors?.[0]?.field).toBe('type');
    const stranger = await details(mine.top, { username: other.player.username });
    expect(stranger.code).toBe('NOT_FOUND');
    expect(stranger.errors?.[0]?.field).toBe('username');
    expect((await details(await createTestMember(server.deps.db))).code).toBe('NOT_AGENT');
  });
});
