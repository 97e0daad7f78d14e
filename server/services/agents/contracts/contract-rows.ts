import type { Static } from '@sinclair/typebox';
import type { ContractKind, ContractTier } from '../../../../schemas/api/agent-rules';
import type { ContractSchema } from '../../../../schemas/api/agent-shapes';
import type { Queryable } from '../../../db/database';

export interface ContractRow {
  id: number;
  merchant_id: number;
  kind: ContractKind;
  product: string;
  agent_id: number;
  member_id: number;
  period: string;
  rate_type: 'percent' | 'fixed';
  tiers: ContractTier[];
  top_rate: number;
  status: string;
  terminate_by: number | null;
  end_reason: string | null;
  created_at: Date;
  answered_at: Date | null;
  ended_at: Date | null;
  agent_name: string;
  member_name: string;
}

/** The columns of a contract with both parties' usernames; `c` is agent_contracts. */
export const CONTRACT_SELECT = `SELECT c.*, a.username AS agent_name, m.username AS member_name
  FROM agent_contracts c JOIN members a ON a.id = c.agent_id JOIN members m ON m.id = c.member_id`;

export type ContractView = Static<typeof ContractSchema>;

export function contractView(row: ContractRow): ContractView {
  return {
    id: Number(row.id),
    kind: row.kind,
    product: row.product as ContractView['product'],
    period: row.period as ContractView['period'],
    rateType: row.rate_type,
    tiers: row.tiers,
    status: row.status as ContractView['status'],
    agent: row.agent_name,
    member: row.member_name,
    ...(row.status === 'terminating' && row.terminate_by !== null
      ? {
          terminateBy:
            Number(row.terminate_by) === Number(row.agent_id) ? ('agent' as const) : ('member' as const),
        }
      : {}),
    ...(row.end_reason ? { endReason: row.end_reason } : {}),
    createdAt: row.created_at.toISOString(),
    ...(row.answered_at ? { answeredAt: row.answered_at.toISOString() } : {}),
    ...(row.ended_at ? { endedAt: row.ended_at.toISOString() } : {}),
  };
}

/** One contract of the merchant, locked for the caller's transaction when asked. */
export async function contractById(
  q: Queryable,
  merchantId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ContractRow | undefined> {
  const rows = await q.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.id = $1 AND c.merchant_id = $2 ${opts.lock ? 'FOR UPDATE OF c' : ''}`,
    [id, merchantId],
  );
  return rows[0];
}

/**
 * The member's own running contract of a kind and product (what caps the rates it may
 * offer its downlines), or undefined.
 */
export async function runningContractOf(
  q: Queryable,
  memberId: number,
  kind: ContractKind,
  product: string,
): Promise<ContractRow | undefined> {
  const rows = await q.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.member_id = $1 AND c.kind = $2 AND c.product = $3
        AND c.status IN ('accepted', 'terminating')`,
    [memberId, kind, product],
  );
  return rows[0];
}

/** How many of the member's own downline contracts (running or offered) have a rate above `rate`. */
export async function downlineContractsAbove(
  q: Queryable,
  memberId: number,
  kind: ContractKind,
  product: string,
  rate: { rateType: string; topRate: number },
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM agent_contracts
      WHERE agent_id = $1 AND kind = $2 AND product = $3 AND rate_type = $4 AND top_rate > $5
        AND status IN ('pending', 'accepted', 'terminating')`,
    [memberId, kind, product, rate.rateType, rate.topRate],
  );
  return row?.n ?? 0;
}
