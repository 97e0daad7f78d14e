import type { Static } from '@sinclair/typebox';
import type {
  DepositQueue,
  DepositRiskFlag,
  QueuedDeposit,
} from '../../../schemas/api/ops/ops-deposit-queue';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { decideDepositIn } from '../cashier/decide-deposit';
import { auditedBy, recordAudit, type AuditActor } from './operator-audit';
import { NEW_ACCOUNT_DAYS } from './withdrawal-queue';

type Row = Static<typeof QueuedDeposit>;

interface QueueRow {
  reference: string;
  merchant: string;
  currency: string;
  member_id: number;
  username: string;
  amount: string | number;
  channel: string;
  payer_name: string | null;
  status: Row['status'];
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  reason: string | null;
  new_account: boolean;
  payer_differs: boolean;
  average_amount: string | number | null;
}

const QUEUE_SELECT = `SELECT d.reference, mc.code AS merchant, mc.currency, d.member_id, m.username, d.amount,
    d.channel, d.payer_name, d.status, d.created_at, d.decided_at, d.decided_by, d.reason,
    m.created_at > now() - interval '${NEW_ACCOUNT_DAYS} days' AS new_account,
    coalesce(nullif(trim(d.payer_name), '') IS NOT NULL AND nullif(trim(m.payee_name), '') IS NOT NULL
      AND lower(trim(d.payer_name)) <> lower(trim(m.payee_name)), false) AS payer_differs,
    (SELECT round(avg(x.amount)) FROM deposits x
      WHERE x.merchant_id = d.merchant_id AND x.member_id = d.member_id AND x.id <> d.id
        AND x.status = 'approved') AS average_amount
  FROM deposits d
  JOIN members m ON m.id = d.member_id
  JOIN merchants mc ON mc.id = d.merchant_id`;

function toQueued(r: QueueRow): Row {
  const amount = Number(r.amount);
  const average = r.average_amount === null ? null : Number(r.average_amount);
  const flags: Static<typeof DepositRiskFlag>[] = [];
  if (r.new_account) flags.push('newAccount');
  if (average !== null && amount > average) flags.push('aboveAverage');
  if (r.payer_differs) flags.push('payerNameDiffers');
  return {
    reference: r.reference,
    merchant: r.merchant,
    currency: r.currency,
    memberId: Number(r.member_id),
    username: r.username,
    amount,
    channel: r.channel,
    payerName: r.payer_name ?? '',
    status: r.status,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
    decidedBy: r.decided_by ?? '',
    flags,
    averageAmount: average,
    ...(r.reason ? { reason: r.reason } : {}),
  };
}

/**
 * The deposit queue of a status, in the scope's merchant (all when null): pending ones oldest
 * first (the next to check on top), decided ones newest first.
 */
export async function depositQueue(
  q: Queryable,
  merchantId: number | null,
  opts: { status: Static<typeof DepositQueue>; page: number; pageSize: number },
): Promise<{ items: Row[]; total: number }> {
  const order = opts.status === 'pending' ? 'd.created_at ASC, d.id ASC' : 'd.created_at DESC, d.id DESC';
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposits d WHERE ($1::int IS NULL OR d.merchant_id = $1) AND d.status = $2`,
    [merchantId, opts.status],
  );
  const rows = await q.query<QueueRow>(
    `${QUEUE_SELECT} WHERE ($1::int IS NULL OR d.merchant_id = $1) AND d.status = $2
      ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [merchantId, opts.status, opts.pageSize, (opts.page - 1) * opts.pageSize],
  );
  return { items: rows.map(toQueued), total: count?.n ?? 0 };
}

async function queuedDeposit(q: Queryable, merchantId: number, reference: string): Promise<Row> {
  const [row] = await q.query<QueueRow>(`${QUEUE_SELECT} WHERE d.merchant_id = $1 AND d.reference = $2`, [
    merchantId,
    reference,
  ]);
  if (!row) throw new Error(`deposit ${reference} vanished`);
  return toQueued(row);
}

/** Who decides: an operator of the back office, or the ops CLI (operatorId null, actor `ops-cli`). */
export type DepositActor = AuditActor & {
  /** What the deposit records as its decider: `bo:<operator>`, `ops:<name>`. */
  decidedBy: string;
};

/**
 * Approve or reject a pending deposit, in one transaction with its audit line. The deposit
 * is locked and credited under its own ledger key, so operators pressing together credit
 * once. One already decided the same way changes nothing and is not audited (`changed`
 * false: the back office tells its operator, a CLI script may simply run again); one decided
 * the other way is refused (CONFLICT).
 */
export async function decideQueuedDeposit(
  db: Database,
  merchant: Merchant,
  reference: string,
  by: DepositActor,
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string },
): Promise<{ deposit: Row; changed: boolean }> {
  const reason = decision.kind === 'reject' ? decision.reason.trim() : undefined;
  if (decision.kind === 'reject' && !reason) throw ApiError.validation('reason', 'is required');
  return db.tx(async (q) => {
    const decided = await decideDepositIn(q, merchant, reference, {
      decision: decision.kind,
      by: by.decidedBy,
      ...(reason ? { reason } : {}),
    });
    const deposit = await queuedDeposit(q, merchant.id, reference);
    if (!decided.changed) return { deposit, changed: false };
    await recordAudit(q, {
      ...auditedBy(by),
      action: `deposit.${decision.kind}`,
      merchantId: merchant.id,
      target: `deposit:${reference}`,
      before: { status: 'pending', amount: deposit.amount },
      after: { status: deposit.status, ...(reason ? { reason } : {}) },
    });
    return { deposit, changed: true };
  });
}
