import type { Static } from '@sinclair/typebox';
import type { QueuedRewardEntry } from '../../../schemas/api/ops/ops-rewards';
import type { RewardQueueName } from '../../../schemas/api/ops/reward-rules';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { pickText, type LocalizedText } from '../content/localized-text';
import { decideEntry, type Decision } from '../rewards/decide-entry';
import { auditedBy, recordAudit, type AuditActor } from './operator-audit';

type Entry = Static<typeof QueuedRewardEntry>;

/**
 * Who decides: a back office operator, or the ops CLI (operatorId null, actor `ops-cli`);
 * `decidedBy` is what the entry records (`bo:<operator>`, `ops:<name>`).
 */
export type RewardActor = AuditActor & {
  decidedBy: string;
};

interface EntryRow {
  id: string | number;
  merchant_id: number;
  merchant: string;
  currency: string;
  activity: string;
  title: LocalizedText;
  mode: string;
  member_id: string | number;
  username: string;
  status: Entry['status'];
  amount: string | number;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  total: number;
}

const ENTRY_SELECT = `SELECT e.id, e.merchant_id, mc.code AS merchant, mc.currency, a.code AS activity, a.title, a.mode,
    e.member_id, m.username, e.status, COALESCE(e.amount, a.amount) AS amount, e.reason, e.decided_by, e.decided_at,
    e.created_at, count(*) OVER ()::int AS total
  FROM reward_entries e
  JOIN reward_activities a ON a.id = e.activity_id AND a.merchant_id = e.merchant_id
  JOIN members m ON m.id = e.member_id
  JOIN merchants mc ON mc.id = e.merchant_id`;

const WAITING = ['applying', 'signed'];

function entryOf(r: EntryRow): Entry {
  return {
    id: Number(r.id),
    merchant: r.merchant,
    currency: r.currency,
    activity: r.activity,
    activityTitle: pickText(r.title, 'EN'),
    mode: r.mode,
    memberId: Number(r.member_id),
    username: r.username,
    status: r.status,
    amount: Number(r.amount),
    ...(r.reason ? { reason: r.reason } : {}),
    ...(r.decided_by ? { decidedBy: r.decided_by } : {}),
    ...(r.decided_at ? { decidedAt: r.decided_at.toISOString() } : {}),
    createdAt: r.created_at.toISOString(),
  };
}

/**
 * Entries of the scope's merchant (every merchant when null), of a queue and optionally one
 * activity: those waiting for a decision oldest first (the longest waiting on top), the
 * others newest first. The back office and `npm run ops -- reward entries` both read this.
 */
export async function rewardEntries(
  q: Queryable,
  merchantId: number | null,
  opts: { status: RewardQueueName; activity?: string | undefined; page: number; pageSize: number },
): Promise<{ items: Entry[]; total: number; activities: string[] }> {
  const states = opts.status === 'waiting' ? WAITING : [opts.status];
  const order = opts.status === 'waiting' ? 'ASC' : 'DESC';
  const rows = await q.query<EntryRow>(
    `${ENTRY_SELECT}
      WHERE ($1::int IS NULL OR e.merchant_id = $1) AND e.status = ANY($2::text[])
        AND ($3::text IS NULL OR a.code = $3)
      ORDER BY e.created_at ${order}, e.id ${order} LIMIT $4 OFFSET $5`,
    [merchantId, states, opts.activity ?? null, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  const activities = await q.query<{ code: string }>(
    `SELECT DISTINCT code FROM reward_activities
      WHERE ($1::int IS NULL OR merchant_id = $1) AND mode IN ('apply', 'signup') ORDER BY code`,
    [merchantId],
  );
  return { items: rows.map(entryOf), total: rows[0]?.total ?? 0, activities: activities.map((a) => a.code) };
}

async function entryRow(q: Queryable, id: number): Promise<EntryRow> {
  const [row] = await q.query<EntryRow>(`${ENTRY_SELECT} WHERE e.id = $1`, [id]);
  if (!row) throw ApiError.notFound('Reward entry');
  return row;
}

/**
 * Issue or reject one entry within the scope (another merchant's is NOT_FOUND, as one that
 * does not exist), with its audit line in the same transaction. The entry row is locked by
 * `decideEntry`, so operators deciding at once take turns: the first decides, the others find
 * it decided (`changed` false, or CONFLICT when decided the other way). An unchanged entry
 * writes no audit line: nothing happened.
 */
export async function decideRewardEntry(
  db: Database,
  merchantId: number | null,
  id: number,
  decision: Omit<Decision, 'by'>,
  by: RewardActor,
): Promise<{ changed: boolean; entry: Entry }> {
  return db.tx(async (q) => {
    // Locked here already, so the status before is the one the decision changes.
    const [owner] = await q.query<{ merchant_id: number; status: string; amount: string | number | null }>(
      `SELECT merchant_id, status, amount FROM reward_entries
        WHERE id = $1 AND ($2::int IS NULL OR merchant_id = $2) FOR UPDATE`,
      [id, merchantId],
    );
    if (!owner) throw ApiError.notFound('Reward entry');
    const entryMerchant = Number(owner.merchant_id);
    const { changed, entry: decided } = await decideEntry(q, entryMerchant, id, {
      ...decision,
      by: by.decidedBy,
    });
    const entry = entryOf(await entryRow(q, id));
    if (changed)
      await recordAudit(q, {
        ...auditedBy(by),
        action: decision.decision === 'issue' ? 'reward.issue' : 'reward.reject',
        merchantId: entryMerchant,
        target: `reward-entry:${id}`,
        before: { status: owner.status, amount: owner.amount === null ? null : Number(owner.amount) },
        after: { status: decided.status, amount: decided.amount, reason: entry.reason ?? null },
      });
    return { changed, entry };
  });
}
