import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';

export interface Decision {
  decision: 'issue' | 'reject';
  by: string;
  /** issue: another prize than the activity's (minor units). */
  amount?: number;
  /** reject: why, shown to the member. */
  reason?: string;
}

export interface DecidedEntry {
  id: number;
  status: string;
  amount: number | null;
  username: string;
  activity: string;
}

/**
 * The merchant decides an application (applying) or a draw entry (signed): issued (the
 * member may then claim the prize) or rejected with a reason. Deciding an entry again
 * the same way changes nothing; deciding a decided entry otherwise is refused. Runs in the
 * caller's transaction (the entry row locked), so the caller's audit line commits with it.
 */
export async function decideEntry(
  q: Queryable,
  merchantId: number,
  entryId: number,
  d: Decision,
): Promise<{ changed: boolean; entry: DecidedEntry }> {
  if (d.decision === 'reject' && !d.reason?.trim()) throw ApiError.validation('reason', 'is required');
  if (d.amount !== undefined && (!Number.isSafeInteger(d.amount) || d.amount <= 0))
    throw ApiError.validation('amount', 'must be more than zero');
  const [row] = await q.query<DecidedEntry & { activity_amount: number }>(
    `SELECT e.id, e.status, e.amount, m.username, a.code AS activity, a.amount AS activity_amount
         FROM reward_entries e JOIN reward_activities a ON a.id = e.activity_id AND a.merchant_id = e.merchant_id
         JOIN members m ON m.id = e.member_id
        WHERE e.merchant_id = $1 AND e.id = $2 FOR UPDATE OF e`,
    [merchantId, entryId],
  );
  if (!row) throw ApiError.notFound('Reward entry');
  const target = d.decision === 'issue' ? 'issued' : 'rejected';
  const { activity_amount: activityAmount, ...entry } = row;
  if (row.status === target) return { changed: false, entry };
  if (row.status !== 'applying' && row.status !== 'signed')
    throw ApiError.conflict(`The entry is ${row.status}; only applying or signed entries can be decided`);
  const amount = target === 'issued' ? (d.amount ?? Number(activityAmount)) : null;
  await q.query(
    `UPDATE reward_entries SET status = $2, amount = $3, reason = $4, decided_by = $5, decided_at = now()
        WHERE id = $1`,
    [entryId, target, amount, target === 'rejected' ? (d.reason?.trim() ?? null) : null, d.by],
  );
  return { changed: true, entry: { ...entry, status: target, amount } };
}
