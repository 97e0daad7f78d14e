import type { ContractKind } from '../../../../schemas/api/agent-rules';
import type { Queryable } from '../../../db/database';
import { CONTRACT_SELECT, contractView, type ContractRow, type ContractView } from './contract-rows';

const RUNNING_FIRST = `CASE c.status WHEN 'pending' THEN 0 WHEN 'terminating' THEN 1 WHEN 'accepted' THEN 2 ELSE 3 END`;

/** The agent's contracts of one kind: held from its upline, and given to its direct downlines. */
export async function listContracts(
  q: Queryable,
  merchantId: number,
  agentId: number,
  kind: ContractKind,
): Promise<{ own: ContractView[]; given: ContractView[] }> {
  const rows = await q.query<ContractRow>(
    `${CONTRACT_SELECT}
      WHERE c.merchant_id = $1 AND c.kind = $3 AND (c.member_id = $2 OR c.agent_id = $2)
      ORDER BY ${RUNNING_FIRST}, c.created_at DESC, c.id DESC
      LIMIT 500`,
    [merchantId, agentId, kind],
  );
  return {
    own: rows.filter((r) => Number(r.member_id) === agentId).map(contractView),
    given: rows.filter((r) => Number(r.agent_id) === agentId).map(contractView),
  };
}
