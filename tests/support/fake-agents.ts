import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { getConsolidatedInfo, getTeamBets, getTeamOverview } from '../../src/api/endpoints';

type Overview = ResponseOf<typeof getTeamOverview>;
type Consolidated = ResponseOf<typeof getConsolidatedInfo>;

const day = (date: string, validBet: number, profit: number, active: number) => ({
  date,
  newMembers: active > 2 ? 1 : 0,
  activeMembers: active,
  deposits: validBet / 2,
  withdrawals: active > 3 ? 20_000 : 0,
  validBet,
  payout: validBet + profit,
  profit,
});

/** A week of a team: bets every day, a loss and a win among them. */
export function fakeOverview(empty = false): Overview {
  const byDay = [
    day('2026-11-14', 120_000, -15_000, 3),
    day('2026-11-15', 80_000, 22_000, 2),
    day('2026-11-16', 0, 0, 0),
    day('2026-11-17', 210_000, -48_000, 4),
    day('2026-11-18', 150_000, -9_000, 3),
    day('2026-11-19', 95_000, 4_500, 2),
    day('2026-11-20', 180_000, -31_000, 4),
  ].map((d) => (empty ? { ...d, ...day(d.date, 0, 0, 0), newMembers: 0, deposits: 0, withdrawals: 0 } : d));
  const sum = (k: keyof (typeof byDay)[number]) => byDay.reduce((s, d) => s + (d[k] as number), 0);
  return {
    teamSize: empty ? 0 : 12,
    directMembers: empty ? 0 : 5,
    teamAgents: empty ? 0 : 2,
    totals: {
      newMembers: sum('newMembers'),
      activeMembers: empty ? 0 : 6,
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      validBet: sum('validBet'),
      payout: sum('payout'),
      profit: sum('profit'),
    },
    byDay,
  };
}

export function fakeConsolidated(over: Partial<Consolidated> = {}): Consolidated {
  return {
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    daily: true,
    hourly: true,
    salary: true,
    agentRealtimeSalary: true,
    contract: true,
    ...over,
  };
}

/** The agent calls of the agent centre, answered from the fakes above. */
export function withAgentApi(api: FakeApiClient, opts: { empty?: boolean } = {}): FakeApiClient {
  return api
    .on(getConsolidatedInfo, () => fakeConsolidated())
    .on(getTeamOverview, () => fakeOverview(opts.empty))
    .on(getTeamBets, () => fakeTeamBets(opts.empty));
}

type TeamBets = ResponseOf<typeof getTeamBets>;

/** A page of the team's rounds: a player under the agent, one under the sub-agent, one still open. */
export function fakeTeamBets(empty = false): TeamBets {
  if (empty)
    return {
      items: [],
      total: 0,
      totals: { rounds: 0, stake: 0, validBet: 0, win: 0, profit: 0 },
      byGameType: [],
    };
  const row = (
    username: string,
    superior: string,
    orderNo: string,
    gameType: string,
    gameName: string,
    stake: number,
    win: number,
    status: 'open' | 'settled' = 'settled',
  ) => ({
    username,
    superior,
    orderNo,
    vendor: 'TSR',
    gameType,
    gameName,
    stake,
    validBet: status === 'settled' ? stake : 0,
    win: status === 'settled' ? win : 0,
    profit: status === 'settled' ? win - stake : 0,
    status,
    time: '2026-11-20T10:15:00.000Z',
  });
  return {
    items: [
      row('demosubdown1', 'demosubagent', 'R-1003', 'RNG', 'Lucky Reels', 20_00, 0, 'open'),
      row('demodown1', 'demoagent', 'R-1002', 'LIVE', 'Baccarat A', 50_00, 95_00),
      row('demosubdown1', 'demosubagent', 'R-1001', 'RNG', 'Dragon Gold', 10_00, 0),
    ],
    total: 3,
    totals: { rounds: 3, stake: 80_00, validBet: 60_00, win: 95_00, profit: 35_00 },
    byGameType: [
      { gameType: 'LIVE', rounds: 1, stake: 50_00, validBet: 50_00, win: 95_00, profit: 45_00 },
      { gameType: 'RNG', rounds: 2, stake: 30_00, validBet: 10_00, win: 0, profit: -10_00 },
    ],
  };
}
