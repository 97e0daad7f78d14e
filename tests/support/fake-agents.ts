import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { getConsolidatedInfo, getTeamOverview } from '../../src/api/endpoints';

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
    .on(getTeamOverview, () => fakeOverview(opts.empty));
}
