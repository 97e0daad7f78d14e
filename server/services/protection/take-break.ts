import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type BreakKind,
  type BreakRefusal,
} from '../../../schemas/api/protection-breaks';
import { appendAudit } from './protection-audit';
import { requireTool } from './protection-settings';

/** How long each period lasts, as a PostgreSQL interval; null is indefinite. */
const LENGTHS: Record<string, string | null> = {
  '24h': '24 hours',
  '48h': '48 hours',
  '1w': '7 days',
  '2w': '14 days',
  '4w': '28 days',
  '6w': '42 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  indefinite: null,
};

export interface BreakRequest {
  merchant: Merchant;
  memberId: number;
  ip: string | null;
  kind: BreakKind;
  period: string;
}

/**
 * Start a time-out or self-exclusion at once: the row, the end of every session of the member
 * and the audit entry in one transaction. It cannot be shortened: a member already on a break
 * may only make it longer (a new break that ends later), never end it early.
 */
export async function takeBreak(db: Database, r: BreakRequest): Promise<BreakRefusal> {
  requireTool(r.merchant, r.kind === 'time-out' ? 'timeOut' : 'selfExclusion');
  checkBreakPeriod(r.kind, r.period);
  return db.tx(async (q) => {
    await q.query('SELECT id FROM members WHERE id = $1 AND merchant_id = $2 FOR UPDATE', [
      r.memberId,
      r.merchant.id,
    ]);
    const { kind, until } = await startBreak(q, {
      merchantId: r.merchant.id,
      memberId: r.memberId,
      kind: r.kind,
      period: r.period,
      actor: 'member',
      ip: r.ip,
    });
    return { kind, until };
  });
}

/** VALIDATION naming `period` unless it is one the kind offers. */
export function checkBreakPeriod(kind: BreakKind, period: string): void {
  const allowed: readonly string[] = kind === 'time-out' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
  if (!allowed.includes(period))
    throw ApiError.validation('period', `must be one of ${allowed.join(', ')} for a ${kind}`);
}

interface BreakStart {
  merchantId: number;
  memberId: number;
  kind: BreakKind;
  /** Already checked with checkBreakPeriod. */
  period: string;
  /** `member`, or `ops:<who>` / `bo:<operator>` when an operator places it. */
  actor: string;
  ip: string | null;
  /** Written in the audit entry beside the period (an operator's reason). */
  detail?: Record<string, unknown>;
}

/**
 * The break itself, in the caller's transaction (the member's row already locked): the row, every
 * session of the member ended, the protection audit entry. The member's own break and one an
 * operator places both come here, so both end sessions and refuse logins alike.
 */
export async function startBreak(
  q: Queryable,
  r: BreakStart,
): Promise<BreakRefusal & { sessionsEnded: number }> {
  const length = LENGTHS[r.period] ?? null;
  const [row] = await q.query<{ ends_at: Date | null }>(
    `INSERT INTO protection_exclusions (merchant_id, member_id, kind, period, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, protection_now(), protection_now() + $5::interval)
     RETURNING ends_at`,
    [r.merchantId, r.memberId, r.kind, r.period, length],
  );
  const ended = await q.query(
    `UPDATE sessions SET revoked_at = now() WHERE merchant_id = $1 AND member_id = $2 AND revoked_at IS NULL
     RETURNING token_hash`,
    [r.merchantId, r.memberId],
  );
  const until = row?.ends_at?.toISOString() ?? null;
  await appendAudit(q, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    actor: r.actor,
    action: r.kind === 'time-out' ? 'time-out.start' : 'self-exclusion.start',
    detail: { period: r.period, until, ...r.detail },
    ip: r.ip,
  });
  return { kind: r.kind, until, sessionsEnded: ended.length };
}

/**
 * The break that holds now, the one ending last (an indefinite one first), or undefined. Read by
 * every new session, so no way of logging in passes it.
 */
export async function currentBreak(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<BreakRefusal | undefined> {
  const [row] = await q.query<{ kind: BreakKind; ends_at: Date | null }>(
    `SELECT kind, ends_at FROM protection_exclusions
      WHERE merchant_id = $1 AND member_id = $2 AND starts_at <= protection_now()
        AND (ends_at IS NULL OR ends_at > protection_now())
      ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [merchantId, memberId],
  );
  return row ? { kind: row.kind, until: row.ends_at?.toISOString() ?? null } : undefined;
}

/** SELF_EXCLUDED naming the break and its end, when one holds. */
export async function refuseOnBreak(q: Queryable, merchantId: number, memberId: number): Promise<void> {
  const b = await currentBreak(q, merchantId, memberId);
  if (!b) return;
  throw new ApiError(
    403,
    'SELF_EXCLUDED',
    b.kind === 'time-out'
      ? `You are taking a time-out until ${b.until}; logging in is not possible before then`
      : b.until
        ? `You have excluded yourself until ${b.until}; logging in is not possible before then`
        : 'You have excluded yourself indefinitely; please contact customer service',
    undefined,
    b,
  );
}
