import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayAt } from '../../../schemas/api/wallet-rules';
import { api } from '../../support/accounts';
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
// Yesterday and today: the rounds of a test that runs across midnight still fall in the range.
const yesterday = todayAt(0, Date.now() - 86_400_000);
const overview = (agent: TestMember, range: Record<string, unknown> = {}) =>
  api<{
    teamSize: number;
    directMembers: number;
    teamAgents: number;
    totals: Record<string, number>;
    byDay: { date: string; validBet: number; activeMembers: number }[];
  }>(server, {
    method: 'GET',
    url: '/wps/v2/agent/overview',
    token: agent.token,
    body: { startDate: yesterday, endDate: today, utcOffset: 0, ...range },
  });

describe('agentTeamOverview', () => {
  it('R2.79 sums the whole team (any depth) and nothing outside it, by day and in total', async () => {
    const mine = await agentTeam(server);
    const other = await agentTeam(server);
    for (const m of [mine.player, mine.subPlayer, other.player]) await fund(server.deps.db, m, 100_00);
    await playRound(server.deps.db, mine.player, { stake: 10_00, payout: 25_00 });
    await playRound(server.deps.db, mine.subPlayer, { stake: 5_00, payout: 0 });
    await playRound(server.deps.db, mine.subPlayer, { stake: 3_00 }); // still open: not a valid bet yet
    await playRound(server.deps.db, other.player, { stake: 50_00, payout: 0 });
    await fund(server.deps.db, mine.top, 1_000_00); // the agent itself is not its team

    const res = await overview(mine.top);
    expect(res.code).toBe('OK');
    expect(res.value).toMatchObject({ teamSize: 3, directMembers: 2, teamAgents: 1 });
    expect(res.value.totals).toEqual({
      newMembers: 3,
      activeMembers: 2,
      deposits: 200_00,
      withdrawals: 0,
      validBet: 15_00,
      payout: 25_00,
      profit: 10_00,
    });
    expect(res.value.byDay.map((d) => d.date)).toEqual([yesterday, today]);
    expect(res.value.byDay.reduce((s, d) => s + d.validBet, 0)).toBe(15_00);

    const sub = await overview(mine.sub);
    expect(sub.value).toMatchObject({ teamSize: 1, totals: { validBet: 5_00, deposits: 100_00 } });
  });

  it('R9.15 answers every day of a 30-day range and refuses a longer one, an offset of no whole quarter hours or a non-agent', async () => {
    const { top } = await agentTeam(server);
    const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const month = await overview(top, { startDate: start });
    expect(month.value.byDay).toHaveLength(30);
    const longer = await overview(top, {
      startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(longer.code).toBe('VALIDATION');
    expect(longer.errors?.[0]?.field).toBe('endDate');
    const oddOffset = await overview(top, { utcOffset: 7 });
    expect(oddOffset.code).toBe('VALIDATION');
    expect(oddOffset.errors?.[0]?.field).toBe('utcOffset');
    const player = await createTestMember(server.deps.db);
    expect((await overview(player)).code).toBe('NOT_AGENT');
  });
});
