import type { Static } from '@sinclair/typebox';
import type { getBonusRecord } from '../../../schemas/api/records';
import type { Queryable } from '../../db/database';
import { recordWindow } from './record-range';

type Input = Static<typeof getBonusRecord.request>;
type Answer = Static<typeof getBonusRecord.response>;

const BONUS = `(t.kind LIKE 'bonus.%' OR t.kind IN ('trial.credit', 'demo.credit'))`;

/** bonusDetails: credits to the member from rewards, raffles, missions and trial credit. */
export async function bonusRecord(
  q: Queryable,
  merchantId: number,
  memberId: number,
  input: Input,
): Promise<Answer> {
  const w = recordWindow(input);
  const params = [merchantId, memberId, w.from, w.to];
  const from = `FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.merchant_id = $1 AND a.member_id = $2 AND e.created_at >= $3 AND e.created_at < $4 AND ${BONUS} AND e.amount > 0`;
  const rows = await q.query<{
    created_at: Date;
    kind: string;
    memo: { title?: unknown };
    amount: number;
    reference: string | null;
    id: number;
  }>(
    `SELECT e.created_at, t.kind, t.memo, e.amount, t.reference, t.id ${from}
      ORDER BY e.id DESC LIMIT $5 OFFSET $6`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const [sums] = await q.query<{ n: number; amount: number | null }>(
    `SELECT count(*)::int AS n, sum(e.amount)::bigint AS amount ${from}`,
    params,
  );
  return {
    items: rows.map((r) => ({
      time: r.created_at.toISOString(),
      type: r.kind,
      title: typeof r.memo?.title === 'string' ? r.memo.title : '',
      amount: r.amount,
      reference: r.reference && /^(RW|MS|PT)[A-Z0-9-]+$/.test(r.reference) ? r.reference : `TX${r.id}`,
    })),
    total: sums?.n ?? 0,
    totals: { amount: Number(sums?.amount ?? 0), count: sums?.n ?? 0 },
  };
}
