import type { Static } from '@sinclair/typebox';
import type { getAgentIncome } from '../../../../schemas/api/agent-ledger-reports';
import {
  AGENT_INCOME_KINDS,
  AGENT_INCOME_TYPES,
  incomeTypeOf,
} from '../../../../schemas/api/agent-ledger-types';
import type { Queryable } from '../../../db/database';
import { publicReference } from '../../records/account-record';
import { agentWindow } from '../report-window';
import { remarkOf } from './team-transactions';

type Input = Static<typeof getAgentIncome.request>;
type Answer = Static<typeof getAgentIncome.response>;

/**
 * agentRevenueReport: the credits of the agent's own main wallet of the income kinds (what
 * settlement pays it: agent rebate, dividends, salaries; what it pays its downlines is not
 * income), newest first, with totals.
 */
export async function agentIncome(
  q: Queryable,
  merchantId: number,
  agentId: number,
  input: Input,
): Promise<Answer> {
  const w = agentWindow(input);
  const kinds = input.type ? [AGENT_INCOME_KINDS[input.type]] : Object.values(AGENT_INCOME_KINDS);
  const params: unknown[] = [merchantId, agentId, w.from, w.to, kinds];
  const from = `FROM ledger_accounts a
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.merchant_id = $1 AND a.member_id = $2 AND a.kind = 'main'
      AND e.created_at >= $3 AND e.created_at < $4 AND t.kind = ANY($5::text[]) AND e.amount > 0`;
  const grouped = await q.query<{ kind: string | null; n: number; amount: string | null }>(
    `SELECT t.kind, count(*)::int AS n, sum(e.amount)::bigint AS amount ${from}
      GROUP BY GROUPING SETS ((t.kind), ())`,
    params,
  );
  const rows = await q.query<{
    id: number;
    created_at: Date | string;
    kind: string;
    amount: string;
    balance_after: string;
    reference: string | null;
    transaction_id: number;
    memo: { title?: unknown; period?: unknown } | null;
  }>(
    `SELECT e.id, e.created_at, t.kind, e.amount, e.balance_after, t.reference, t.id AS transaction_id, t.memo
       ${from} ORDER BY e.id DESC LIMIT $6 OFFSET $7`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const all = grouped.find((g) => g.kind === null);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      time: new Date(r.created_at).toISOString(),
      type: incomeTypeOf(r.kind) ?? 'agentRebate',
      orderNo: publicReference(r.reference, r.transaction_id),
      remark: remarkOf(r.memo),
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
    })),
    total: all?.n ?? 0,
    totals: { amount: Number(all?.amount ?? 0) },
    byType: AGENT_INCOME_TYPES.flatMap((type) => {
      const g = grouped.find((x) => x.kind === AGENT_INCOME_KINDS[type]);
      return g ? [{ type, count: g.n, amount: Number(g.amount ?? 0) }] : [];
    }),
  };
}
