import type { Static } from '@sinclair/typebox';
import type { ContractKind } from '../../../../schemas/api/agent-rules';
import type { listContractPayments } from '../../../../schemas/api/agent-contracts';
import type { Queryable } from '../../../db/database';

type Answer = Static<(typeof listContractPayments)['response']>;

interface Row {
  id: number;
  contract_id: number;
  kind: ContractKind;
  product: Answer['items'][number]['product'];
  agent_id: number;
  agent_name: string;
  member_name: string;
  period_start: Date;
  period_end: Date;
  valid_bet: string;
  net_loss: string;
  active_members: number;
  rate_type: 'percent' | 'fixed';
  rate: string;
  amount: string;
  status: 'paid' | 'nothing' | 'short';
  created_at: Date;
}

/** The settled periods of the member's contracts of one kind, as payer or payee, newest first. */
export async function listPayments(
  q: Queryable,
  merchantId: number,
  memberId: number,
  input: { kind: ContractKind; page: number; pageSize: number },
): Promise<Answer> {
  const where = `p.merchant_id = $1 AND p.kind = $2 AND (p.agent_id = $3 OR p.member_id = $3)`;
  const rows = await q.query<Row>(
    `SELECT p.*, c.rate_type, a.username AS agent_name, m.username AS member_name
       FROM contract_payments p JOIN agent_contracts c ON c.id = p.contract_id
       JOIN members a ON a.id = p.agent_id JOIN members m ON m.id = p.member_id
      WHERE ${where}
      ORDER BY p.period_end DESC, p.id DESC LIMIT $4 OFFSET $5`,
    [merchantId, input.kind, memberId, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const [sum] = await q.query<{ total: number; paid: string | null; received: string | null }>(
    `SELECT count(*)::int AS total,
            sum(p.amount) FILTER (WHERE p.status = 'paid' AND p.agent_id = $3)::bigint AS paid,
            sum(p.amount) FILTER (WHERE p.status = 'paid' AND p.member_id = $3)::bigint AS received
       FROM contract_payments p WHERE ${where}`,
    [merchantId, input.kind, memberId],
  );
  return {
    items: rows.map((r) => {
      const paid = Number(r.agent_id) === memberId;
      return {
        id: Number(r.id),
        contractId: Number(r.contract_id),
        kind: r.kind,
        product: r.product,
        direction: paid ? 'paid' : 'received',
        counterparty: paid ? r.member_name : r.agent_name,
        periodStart: r.period_start.toISOString(),
        periodEnd: r.period_end.toISOString(),
        validBet: Number(r.valid_bet),
        netLoss: Number(r.net_loss),
        activeMembers: r.active_members,
        rateType: r.rate_type,
        rate: Number(r.rate),
        amount: Number(r.amount),
        status: r.status,
        settledAt: r.created_at.toISOString(),
      };
    }),
    total: sum?.total ?? 0,
    totalPaid: Number(sum?.paid ?? 0),
    totalReceived: Number(sum?.received ?? 0),
  };
}
