import type { Static } from '@sinclair/typebox';
import { ADJUSTMENT_APPROVAL_ABOVE } from '../../../schemas/api/ops/adjustment-rules';
import type { AdjustmentStatus, BalanceAdjustment } from '../../../schemas/api/ops/ops-balance-adjustments';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { balanceOf } from '../ledger/ledger-accounts';
import { postTransaction } from '../ledger/post-transaction';
import { tellBalanceAdjusted } from '../messages/adjustment-messages';
import { auditedBy, recordAudit } from './operator-audit';
import { lockTargetMember, type MemberActor } from './member-target';

type Adjustment = Static<typeof BalanceAdjustment>;

interface Row {
  id: number;
  merchant_id: number;
  merchant: string;
  currency: string;
  member_id: number;
  username: string;
  amount: string | number;
  reason: string;
  client_key: string;
  status: Adjustment['status'];
  requested_by_operator: number | null;
  requested_by: string;
  created_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

const SELECT = `SELECT a.*, mc.code AS merchant, mc.currency, m.username
  FROM balance_adjustments a JOIN merchants mc ON mc.id = a.merchant_id JOIN members m ON m.id = a.member_id`;

function toAdjustment(r: Row): Adjustment {
  return {
    id: Number(r.id),
    merchant: r.merchant,
    currency: r.currency,
    memberId: Number(r.member_id),
    username: r.username,
    amount: Number(r.amount),
    reason: r.reason,
    status: r.status,
    requestedBy: r.requested_by,
    createdAt: r.created_at.toISOString(),
    decidedBy: r.decided_by ?? '',
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
    decisionReason: r.decision_reason ?? '',
  };
}

async function adjustmentRow(q: Queryable, id: number, lock = false): Promise<Row | undefined> {
  const [row] = await q.query<Row>(`${SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
  return row;
}

/** The amount above which the merchant's adjustments wait for a second operator (minor units). */
function approvalAboveOf(settings: Record<string, unknown> | null | undefined): number {
  const own = settings?.adjustmentApprovalAbove;
  return typeof own === 'number' && Number.isSafeInteger(own) && own >= 0 ? own : ADJUSTMENT_APPROVAL_ABOVE;
}

export async function merchantApprovalAbove(q: Queryable, merchantId: number): Promise<number> {
  const [row] = await q.query<{ settings: Record<string, unknown> | null }>(
    'SELECT settings FROM merchants WHERE id = $1',
    [merchantId],
  );
  return approvalAboveOf(row?.settings);
}

const actorFields = (by: MemberActor) => ({
  ...auditedBy(by),
});

/**
 * Move the adjustment through the ledger (main wallet against the merchant's `adjustment`
 * account, keyed by the adjustment), mark it applied and tell the member, in the caller's
 * transaction. A debit the wallet cannot cover is refused (INSUFFICIENT_FUNDS) and nothing stays.
 */
async function apply(
  q: Queryable,
  row: Row,
  decidedBy: MemberActor | null,
): Promise<{ before: number; after: number }> {
  const merchantId = Number(row.merchant_id);
  const memberId = Number(row.member_id);
  const amount = Number(row.amount);
  const before = await balanceOf(q, merchantId, { memberId, kind: 'main' });
  const tx = await postTransaction(q, row.currency, {
    merchantId,
    kind: 'adjustment',
    idempotencyKey: `adjustment:${row.id}`,
    reference: `ADJ${row.id}`,
    memo: {
      reason: row.reason,
      requestedBy: row.requested_by,
      ...(decidedBy ? { approvedBy: decidedBy.actor } : {}),
    },
    postings: [
      { account: { memberId, kind: 'main' }, amount },
      { account: { system: 'adjustment' }, amount: -amount },
    ],
  });
  await q.query(
    `UPDATE balance_adjustments SET status = 'applied', transaction_id = $2,
       decided_by_operator = $3, decided_by = $4, decided_at = CASE WHEN $4::text IS NULL THEN NULL ELSE now() END
     WHERE id = $1`,
    [row.id, tx.id, decidedBy?.operatorId ?? null, decidedBy?.actor ?? null],
  );
  await tellBalanceAdjusted(
    q,
    { id: merchantId, currency: row.currency },
    { id: Number(row.id), memberId, amount, reason: row.reason },
  );
  const after = tx.entries.find((e) => 'memberId' in e.account)?.balanceAfter ?? before + amount;
  return { before, after };
}

/**
 * An operator asks to credit or debit a member's main wallet. Up to the approval amount it is
 * applied at once; above it, it is recorded as pending for another operator. The request, the
 * posting and the audit line commit together. The same client key again answers the first
 * request (a retry after a lost answer applies nothing twice); with another request, it is
 * refused (IDEMPOTENCY_MISMATCH).
 */
export function requestAdjustment(
  db: Database,
  by: MemberActor,
  input: { memberId: number; amount: number; reason: string; clientKey: string },
): Promise<Adjustment> {
  const reason = input.reason.trim();
  if (!reason) throw ApiError.validation('reason', 'is required');
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw ApiError.validation('amount', 'must be more than zero');
  return db.tx(async (q) => {
    const m = await lockTargetMember(q, by, input.memberId);
    const pending = Math.abs(input.amount) > (await merchantApprovalAbove(q, m.merchantId));
    const [made] = await q.query<{ id: number }>(
      `INSERT INTO balance_adjustments (merchant_id, member_id, amount, reason, client_key, status,
         requested_by_operator, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (merchant_id, client_key) DO NOTHING RETURNING id`,
      [
        m.merchantId,
        m.id,
        input.amount,
        reason,
        input.clientKey,
        pending ? 'pending' : 'applied',
        by.operatorId,
        by.actor,
      ],
    );
    if (!made) {
      const [first] = await q.query<Row>(`${SELECT} WHERE a.merchant_id = $1 AND a.client_key = $2`, [
        m.merchantId,
        input.clientKey,
      ]);
      const same =
        first &&
        Number(first.member_id) === m.id &&
        Number(first.amount) === input.amount &&
        first.reason === reason;
      if (!first || !same)
        throw new ApiError(
          409,
          'IDEMPOTENCY_MISMATCH',
          'This key was already used for a different adjustment',
          [{ field: 'clientKey', message: 'already used for a different adjustment' }],
        );
      return toAdjustment(first);
    }
    const row = (await adjustmentRow(q, made.id)) as Row;
    const target = { merchantId: m.merchantId, target: `member:${m.id}` };
    if (pending) {
      await recordAudit(q, {
        ...actorFields(by),
        ...target,
        action: 'adjustment.request',
        after: { adjustment: row.id, status: 'pending', amount: input.amount, reason },
      });
    } else {
      const balance = await apply(q, row, null);
      await recordAudit(q, {
        ...actorFields(by),
        ...target,
        action: 'adjustment.apply',
        before: { main: balance.before },
        after: { main: balance.after, adjustment: row.id, amount: input.amount, reason },
      });
    }
    return toAdjustment((await adjustmentRow(q, made.id)) as Row);
  });
}

/**
 * A second operator approves or rejects a pending adjustment. The adjustment's row is locked
 * first, so of operators pressing together one decides and the rest find it decided (CONFLICT):
 * the ledger moves once. An id unknown, or of another merchant, answers NOT_FOUND; approving
 * one's own request FORBIDDEN (rejecting it withdraws it).
 */
export function decideAdjustment(
  db: Database,
  by: MemberActor,
  id: number,
  decision: { kind: 'approve' } | { kind: 'reject'; reason: string },
): Promise<Adjustment> {
  const why = decision.kind === 'reject' ? decision.reason.trim() : '';
  if (decision.kind === 'reject' && !why) throw ApiError.validation('reason', 'is required');
  return db.tx(async (q) => {
    const row = await adjustmentRow(q, id, true);
    if (!row || (by.scope !== null && Number(row.merchant_id) !== by.scope))
      throw ApiError.notFound('Adjustment');
    if (row.status !== 'pending') throw ApiError.conflict(`The adjustment was already ${row.status}`);
    const own = row.requested_by_operator !== null && Number(row.requested_by_operator) === by.operatorId;
    if (decision.kind === 'approve' && own)
      throw ApiError.forbidden('You asked for this adjustment: another operator must approve it');
    const target = { merchantId: Number(row.merchant_id), target: `member:${row.member_id}` };
    if (decision.kind === 'approve') {
      const balance = await apply(q, row, by);
      await recordAudit(q, {
        ...actorFields(by),
        ...target,
        action: 'adjustment.approve',
        before: { status: 'pending', main: balance.before },
        after: { status: 'applied', main: balance.after, adjustment: row.id, amount: Number(row.amount) },
      });
    } else {
      await q.query(
        `UPDATE balance_adjustments SET status = 'rejected', decided_by_operator = $2, decided_by = $3,
           decided_at = now(), decision_reason = $4 WHERE id = $1`,
        [row.id, by.operatorId, by.actor, why],
      );
      await recordAudit(q, {
        ...actorFields(by),
        ...target,
        action: 'adjustment.reject',
        before: { status: 'pending' },
        after: { status: 'rejected', adjustment: row.id, reason: why },
      });
    }
    return toAdjustment((await adjustmentRow(q, id)) as Row);
  });
}

/** Adjustments of a status in the scope (all merchants when null), of one member or all. */
export async function listAdjustments(
  q: Queryable,
  scope: number | null,
  opts: { status: Static<typeof AdjustmentStatus>; memberId?: number | undefined },
): Promise<Adjustment[]> {
  const order = opts.status === 'pending' ? 'a.created_at ASC, a.id ASC' : 'a.created_at DESC, a.id DESC';
  const rows = await q.query<Row>(
    `${SELECT} WHERE ($1::int IS NULL OR a.merchant_id = $1) AND a.status = $2
       AND ($3::bigint IS NULL OR a.member_id = $3) ORDER BY ${order} LIMIT 100`,
    [scope, opts.status, opts.memberId ?? null],
  );
  return rows.map(toAdjustment);
}
