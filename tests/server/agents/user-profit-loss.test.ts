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

interface Figures {
  deposits: number;
  withdrawals: number;
  validBet: number;
  win: number;
  promotions: number;
  profit: number;
}
interface ProfitLoss {
  items: ({ username: string; level: number } & Figures)[];
  total: number;
  totals: Figures;
}

const report = (agent: TestMember, query: Record<string, unknown> = {}) =>
  api<ProfitLoss>(server, {
    method: 'GET',
    url: '/wps/v2/agent/profit-loss',
    token: agent.token,
    body: { startDate: yesterday, endDate: today, utcOffset: 0, page: 1, pageSize: 20, ...query },
  });

describe('user profit and loss (palStatementsAgentCopy)', () => {
  it('R2.83 sums deposits, valid bet, win, promotions and P&L per member of the team only, with totals, beside a second agent', async () => {
    const mine = await agentTeam(server);
    const other = await agentTeam(server);
    const db = server.deps.db;
    await fund(db, mine.player, 200_00);
    await fund(db, mine.subPlayer, 50_00);
    await fund(db, other.player, 999_00);
    await playRound(db, mine.player, { stake: 40_00, payout: 100_00 });
    await playRound(db, mine.player, { stake: 10_00, payout: 0 });
    await playRound(db, mine.player, { stake: 5_00 }); // open: not a valid bet yet
    await playRound(db, mine.subPlayer, { stake: 20_00, payout: 0 });
    await credit(db, mine.subPlayer, 'bonus.reward', 3_00, { title: 'Welcome' });
    await credit(db, mine.subPlayer, 'rebate.bet', 1_50);
    await playRound(db, other.player, { stake: 77_00, payout: 0 });

    const res = await report(mine.top);
    expect(res.code).toBe('OK');
    expect(res.value.total).toBe(3);
    // Direct members first, then the level below.
    expect(res.value.items.map((r) => [r.username, r.level])).toEqual([
      ...[
        [mine.player.username, 1],
        [mine.sub.username, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [mine.subPlayer.username, 2],
    ]);
    const row = (u: string) => res.value.items.find((r) => r.username === u);
    expect(row(mine.player.username)).toMatchObject({
      deposits: 200_00,
      withdrawals: 0,
      validBet: 50_00,
      win: 100_00,
      promotions: 0,
      profit: 50_00,
    });
    expect(row(mine.subPlayer.username)).toMatchObject({
      deposits: 50_00,
      validBet: 20_00,
      win: 0,
      promotions: 4_50,
      profit: -15_50,
    });
    expect(row(mine.sub.username)).toMatchObject({ deposits: 0, validBet: 0, profit: 0 });
    expect(res.value.totals).toEqual({
      deposits: 250_00,
      withdrawals: 0,
      validBet: 70_00,
      win: 100_00,
      promotions: 4_50,
      profit: 34_50,
    });
    // The other agent's team is summed for it alone; the sub-agent sees its own subtree.
    expect((await report(other.top)).value.totals.deposits).toBe(999_00);
    const sub = await report(mine.sub);
    expect(sub.value.items.map((r) => r.username)).toEqual([mine.subPlayer.username]);
    expect(sub.value.totals.validBet).toBe(20_00);
  });

  it('R2.83 searches by part of a username and pages, with totals over every match', async () => {
    const mine = await agentTeam(server);
    const db = server.deps.db;
    await fund(db, mine.player, 10_00);
    await fund(db, mine.subPlayer, 20_00);
    const part = mine.subPlayer.username.slice(-6).toUpperCase();
    const found = await report(mine.top, { username: part });
    expect(found.value.items.map((r) => r.username)).toEqual([mine.subPlayer.username]);
    expect(found.value.totals.deposits).toBe(20_00);
    const paged = await report(mine.top, { page: 2, pageSize: 2 });
    expect(paged.value.total).toBe(3);
    expect(paged.value.items).toHaveLength(1);
    expect(paged.value.totals.deposits).toBe(30_00);
    // A search that reaches outside the team finds nobody.
    const other = await agentTeam(server);
    const stranger = await report(mine.top, { username: other.player.username });
    expect(stranger.value).toMatchObject({ items: [], total: 0, totals: { deposits: 0 } });
  });

  it('R2.83 R9.15 refuses more than 30 days naming endDate, and a non-agent', async () => {
    const mine = await agentTeam(server);
    const long = await report(mine.top, {
      startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(long.code).toBe('VALIDATION');
    expect(long.errors?.[0]?.field).toBe('endDate');
    expect((await report(await createTestMember(server.deps.db))).code).toBe('NOT_AGENT');
  });
});
