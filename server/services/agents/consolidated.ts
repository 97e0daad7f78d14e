import type { Static } from '@sinclair/typebox';
import { isAgentType, type ContractKind } from '../../../schemas/api/agent-rules';
import type { getConsolidatedInfo } from '../../../schemas/api/agent';
import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { agentSettings } from './agent-settings';
import { pendingRequests } from './contracts/pending-requests';

type Consolidated = Static<typeof getConsolidatedInfo.response>;

/**
 * The consolidated call (spec §3 R3.27, §6 R6.20): for each contract product, whether an
 * offer (1) or a termination request (2) waits for the member's answer; and which
 * products are on for it: the merchant runs them and the member is an agent
 * (docs/decisions/agent-contracts.md says which flag opens which page).
 */
export async function consolidatedInfo(
  q: Queryable,
  merchant: Merchant,
  member: { memberId: number; isAgent: number },
): Promise<Consolidated> {
  const waiting = await pendingRequests(q, merchant.id, member.memberId);
  const req = (kind: ContractKind): number => {
    const mine = waiting.filter((w) => w.contract.kind === kind);
    if (mine.some((w) => w.type === 'offer')) return 1;
    return mine.length ? 2 : 0;
  };
  const agent = isAgentType(member.isAgent);
  const on = agentSettings(merchant).kinds;
  const daily = agent && on.dailySalary;
  const hourly = agent && on.hourlySalary;
  const realtime = agent && on.realtimeSalary;
  return {
    dailysalreqtype: req('dailySalary'),
    divtypereq: req('dividend'),
    contracthoursalreq: req('hourlySalary'),
    realtimesalreqtype: req('realtimeSalary'),
    daily,
    hourly,
    salary: daily || hourly || realtime,
    agentRealtimeSalary: realtime,
    contract: agent && on.dividend,
  };
}
