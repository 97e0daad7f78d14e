import type { ContractTier } from '../../schemas/api/agent-rules';
import { api } from './accounts';
import { createTestMember, type TestMember } from './members';
import type { TestServer } from './test-server';

/**
 * A top agent with a two-level team: a sub-agent with a player of its own, and a
 * direct player. `merchant` picks the whitelabel (aurora by default).
 */
export async function agentTeam(server: TestServer, merchant = 'aurora') {
  const db = server.deps.db;
  const top = await createTestMember(db, { merchant, isAgent: 1 });
  const sub = await createTestMember(db, { merchant, isAgent: 2, uplineId: top.memberId });
  const subPlayer = await createTestMember(db, { merchant, uplineId: sub.memberId });
  const player = await createTestMember(db, { merchant, uplineId: top.memberId });
  return { top, sub, subPlayer, player };
}

/** A tier with the fields a kind does not use left at 0. */
export function tier(minBet: number, activeMembers: number, rate: number, netLoss = 0): ContractTier {
  return { minBet, netLoss, activeMembers, rate };
}

/** The agent offers a contract through the agent area; answers the envelope. */
export function offer(
  server: TestServer,
  agent: TestMember,
  body: {
    member: string;
    kind?: string;
    product?: string;
    period?: string;
    rateType?: string;
    tiers: ContractTier[];
  },
) {
  const kind = body.kind ?? 'dailySalary';
  const period =
    body.period ?? { dividend: 'W', dailySalary: 'D', hourlySalary: 'H', realtimeSalary: '5m' }[kind];
  return api<{ id: number; status: string }>(server, {
    method: 'POST',
    url: '/wps/v2/agent/contracts',
    token: agent.token,
    body: { product: 'ALL', rateType: 'percent', ...body, kind, period },
  });
}

export const RELAY_PATHS = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;

/** The member answers a contract request through the relay of its kind. */
export function answer(
  server: TestServer,
  member: TestMember,
  kind: keyof typeof RELAY_PATHS,
  body: { contractId: number; answer: 'accept' | 'reject'; confirmEndingDownlineContracts?: boolean },
) {
  return api<{
    contract: { id: number; status: string; endReason?: string };
    endedDownlineContracts: number;
  }>(server, { method: 'POST', url: RELAY_PATHS[kind], token: member.token, body });
}
