import type { ContractKind } from '../../../../schemas/api/agent-rules';
import type { Queryable } from '../../../db/database';
import {
  CONTRACT_SELECT,
  contractView,
  downlineContractsAbove,
  type ContractRow,
  type ContractView,
} from './contract-rows';

export interface PendingRequest {
  type: 'offer' | 'termination';
  contract: ContractView;
  endsDownlineContracts: number;
}

/**
 * What waits for the member's answer: offers made to it, and termination requests the
 * other party of one of its contracts made. Of one kind, or of every kind.
 */
export async function pendingRequests(
  q: Queryable,
  merchantId: number,
  memberId: number,
  kind?: ContractKind,
): Promise<PendingRequest[]> {
  const rows = await q.query<ContractRow>(
    `${CONTRACT_SELECT}
      WHERE c.merchant_id = $1 AND ($3::text IS NULL OR c.kind = $3)
        AND ((c.status = 'pending' AND c.member_id = $2)
          OR (c.status = 'terminating' AND c.terminate_by <> $2 AND (c.member_id = $2 OR c.agent_id = $2)))
      ORDER BY c.created_at, c.id`,
    [merchantId, memberId, kind ?? null],
  );
  const out: PendingRequest[] = [];
  for (const row of rows) {
    const type = row.status === 'pending' ? 'offer' : 'termination';
    out.push({
      type,
      contract: contractView(row),
      endsDownlineContracts:
        type === 'offer'
          ? await downlineContractsAbove(q, memberId, row.kind, row.product, {
              rateType: row.rate_type,
              topRate: Number(row.top_rate),
            })
          : 0,
    });
  }
  return out;
}
