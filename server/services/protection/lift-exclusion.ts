import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { appendAudit } from './protection-audit';

/** An indefinite self-exclusion holds at least this long before it may be lifted on request. */
export const INDEFINITE_MINIMUM_DAYS = 7;

export interface LiftRequest {
  merchantId: number;
  memberId: number;
  /** The operator, as `ops:<name>`. */
  by: string;
  /** Why: the member's request as the operator received it. */
  reason: string;
}

/**
 * End a member's indefinite self-exclusion at their request, never before it held seven days
 * (issue #14 part 3). Only an indefinite one: a time-out or a self-exclusion with an end cannot
 * be reversed before it ends. The age is checked in the statement that ends it, on the
 * protection clock, and the lift is audited in the same transaction.
 */
export async function liftIndefiniteExclusion(db: Database, r: LiftRequest): Promise<{ startedAt: Date }> {
  if (!r.reason.trim()) throw ApiError.validation('reason', 'Say why: the member’s request');
  return db.tx((q) => liftIn(q, r));
}

/**
 * The lift in the caller's transaction (the ops CLI's and the back office's), so an operator's
 * own audit line and the member's message stand or fall with it. Two lifts at once: the second
 * finds nothing left to end and is refused.
 */
export async function liftIn(q: Queryable, r: LiftRequest): Promise<{ startedAt: Date }> {
  if (!r.reason.trim()) throw ApiError.validation('reason', 'Say why: the member’s request');
  const [lifted] = await q.query<{ id: string | number; starts_at: Date }>(
    `UPDATE protection_exclusions SET ends_at = protection_now()
      WHERE merchant_id = $1 AND member_id = $2 AND kind = 'self-exclusion' AND period = 'indefinite'
        AND ends_at IS NULL AND starts_at <= protection_now() - make_interval(days => $3)
      RETURNING id, starts_at`,
    [r.merchantId, r.memberId, INDEFINITE_MINIMUM_DAYS],
  );
  if (!lifted) throw await whyNot(q, r);
  await appendAudit(q, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    actor: r.by,
    action: 'exclusion.lift',
    detail: {
      exclusionId: Number(lifted.id),
      startedAt: lifted.starts_at.toISOString(),
      reason: r.reason.trim(),
    },
    ip: null,
  });
  return { startedAt: lifted.starts_at };
}

/** Why nothing was lifted: the break that holds, and when it may end. */
async function whyNot(q: Queryable, r: LiftRequest): Promise<ApiError> {
  const [holds] = await q.query<{ kind: string; period: string; ends_at: Date | null; liftable_at: Date }>(
    `SELECT kind, period, ends_at, starts_at + make_interval(days => $3) AS liftable_at
       FROM protection_exclusions
      WHERE merchant_id = $1 AND member_id = $2 AND starts_at <= protection_now()
        AND (ends_at IS NULL OR ends_at > protection_now())
      ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [r.merchantId, r.memberId, INDEFINITE_MINIMUM_DAYS],
  );
  if (!holds) return ApiError.conflict('No time-out or self-exclusion holds for this member');
  if (holds.ends_at)
    return ApiError.conflict(
      `A ${holds.kind} (${holds.period}) holds until ${holds.ends_at.toISOString()} and cannot be lifted before it ends`,
    );
  return ApiError.conflict(
    `An indefinite self-exclusion can be lifted from ${holds.liftable_at.toISOString()} (${INDEFINITE_MINIMUM_DAYS} days after it began)`,
  );
}
