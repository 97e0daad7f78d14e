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
const yesterday = todayAt(0, Date.now() - 86_400_000);

interface Bets {
  items: {
    username: string;
    superior: string;
    orderNo: string;
    gameType: string;
    stake: number;
    validBet: number;
    win: number;
    profit: number;
    status: string;
  }[];
  total: number;
  totals: { rounds: number; stake: number; validBet: number; win: number; profit: number };
  byGameType: { gameType: string; rounds: number; validBet: number; win: number; profit: number }[];
}

const bets = (agent: TestMember, query: Record<string, unknown> = {}) =>
  api<Bets>(server, {
    method: 'GET',
    url: '/wps/v2/agent/bets',
    token: agent.token,
    body: { startDate: yesterday, endDate: today, utcOffset: 0, ...query },
  });

describe('team betting (personalHistoryCopy)', () => {
  it('R2.82 lists the team’s rounds with superior, order no., stake, valid bet, win, P&L and status, with totals by game type', async () => {
    const mine = await agentTeam(server);
    const other = await agentTeam(server);
    for (const m of [mine.player, mine.subPlayer, other.player]) await fund(server.deps.db, m, 100_00);
    const won = await playRound(server.deps.db, mine.player, {
      stake: 10_00,
      payout: 25_00,
      gameType: 'LIVE',
    });
    await playRound(server.deps.db, mine.subPlayer, { stake: 5_00, payout: 0 });
    const open = await playRound(server.deps.db, mine.subPlayer, { stake: 3_00 });
    await playRound(server.deps.db, other.player, { stake: 50_00, payout: 0 });
    await fund(server.deps.db, mine.top, 100_00);
    await playRound(server.deps.db, mine.top, { stake: 7_00, payout: 0 }); // the agent's own play is not its team's

    const res = await bets(mine.top);
    expect(res.code).toBe('OK');
    expect(res.value.total).toBe(3);
    expect(res.value.items.map((r) => r.orderNo)).toEqual([open, expect.any(String), won]);
    expect(res.value.items[0]).toMatchObject({
      username: mine.subPlayer.username,
      superior: mine.sub.username,
      stake: 3_00,
      validBet: 0,
      win: 0,
      profit: 0,
      status: 'open',
    });
    expect(res.value.items[2]).toMatchObject({
      superior: mine.top.username,
      gameType: 'LIVE',
      validBet: 10_00,
      win: 25_00,
      profit: 15_00,
      status: 'settled',
    });
    expect(res.value.totals).toEqual({ rounds: 3, stake: 18_00, validBet: 15_00, win: 25_00, profit: 10_00 });
    expect(res.value.byGameType).toEqual([
      { gameType: 'LIVE', rounds: 1, stake: 10_00, validBet: 10_00, win: 25_00, profit: 15_00 },
      { gameType: 'RNG', rounds: 2, stake: 8_00, validBet: 5_00, win: 0, profit: -5_00 },
    ]);

    const one = await bets(mine.top, { username: mine.subPlayer.username.toUpperCase(), gameType: 'RNG' });
    expect(one.value.total).toBe(2);
    const paged = await bets(mine.top, { page: 2, pageSize: 2 });
    expect(paged.value.items.map((r) => r.orderNo)).toEqual([won]);
    expect(paged.value.totals.rounds).toBe(3);
    expect((await bets(mine.sub)).value.total).toBe(2);
  });

  it('R2.82 R9.15 refuses a member outside the team, more than 30 days and a non-agent', async () => {
    const mine = await agentTeam(server);
    const other = await agentTeam(server);
    const stranger = await bets(mine.top, { username: other.player.username });
    expect(stranger.code).toBe('NOT_FOUND');
    expect(stranger.errors?.[0]?.field).toBe('username');
    const long = await bets(mine.top, {
      startDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(long.code).toBe('VALIDATION');
    expect(long.errors?.[0]?.field).toBe('endDate');
    expect((await bets(await createTestMember(server.deps.db))).code).toBe('NOT_AGENT');
  });
});
