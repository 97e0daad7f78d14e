import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { LimitKind, LimitPeriod } from '../../../schemas/api/protection-rules';
import { appendAudit } from './protection-audit';
import { limitChange } from './limit-change';

interface LimitLowering {
  merchantId: number;
  memberId: number;
  /** `bo:<operator>` or `ops:<name>`: someone lowering it at the member's request. */
  actor: string;
  reason: string;
}

/**
 * Lower (or set a first) deposit, loss or wager limit for a member, in force at once, in the
 * caller's transaction (the member's row locked). Only what the member could do at once
 * themselves (limitChange `at-once`): a raise or a removal is refused naming `amount`, since it
 * must wait out the member's own cooling-off. Two lowerings at once end at the lower amount: the
 * row is locked, and a row inserted meanwhile is merged with LEAST.
 */
export async function lowerMoneyLimit(
  q: Queryable,
  r: LimitLowering,
  which: { kind: LimitKind; period: LimitPeriod; amount: number },
): Promise<{ from: number | null; to: number }> {
  const [row] = await q.query<{ amount: string | number | null }>(
    `SELECT amount FROM protection_limits
      WHERE member_id = $1 AND merchant_id = $2 AND kind = $3 AND period = $4 FOR UPDATE`,
    [r.memberId, r.merchantId, which.kind, which.period],
  );
  const from = row?.amount === null || row?.amount === undefined ? null : Number(row.amount);
  if (limitChange(from, which.amount) !== 'at-once')
    throw ApiError.validation(
      'amount',
      'must be lower than the limit in force: only the member may raise it',
    );
  const [set] = await q.query<{ amount: string | number }>(
    `INSERT INTO protection_limits (merchant_id, member_id, kind, period, amount, updated_at)
     VALUES ($1, $2, $3, $4, $5, protection_now())
     ON CONFLICT (member_id, kind, period) DO UPDATE
       SET amount = LEAST(protection_limits.amount, EXCLUDED.amount), pending_amount = NULL,
           pending_since = NULL, pending_from = NULL, updated_at = EXCLUDED.updated_at
     RETURNING amount`,
    [r.merchantId, r.memberId, which.kind, which.period, which.amount],
  );
  const to = Number(set?.amount);
  await appendAudit(q, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    actor: r.actor,
    action: 'limit.set',
    detail: { kind: which.kind, period: which.period, from, to, reason: r.reason },
    ip: null,
  });
  return { from, to };
}

/**
 * Lower (or set a first) session time limit, in force at once: a live play session is cut to it,
 * counted from its start, as the member's own shorter limit is. A longer one or none is refused
 * naming `minutes`.
 */
export async function lowerSessionLimit(
  q: Queryable,
  r: LimitLowering,
  minutes: number,
): Promise<{ from: number | null; to: number }> {
  const [row] = await q.query<{ session_limit_minutes: number | null }>(
    `SELECT session_limit_minutes FROM protection_session_settings
      WHERE merchant_id = $1 AND member_id = $2 FOR UPDATE`,
    [r.merchantId, r.memberId],
  );
  const from = row?.session_limit_minutes ?? null;
  if (limitChange(from, minutes) !== 'at-once')
    throw ApiError.validation(
      'minutes',
      'must be shorter than the session limit in force: only the member may lengthen it',
    );
  const [set] = await q.query<{ session_limit_minutes: number }>(
    `INSERT INTO protection_session_settings (merchant_id, member_id, session_limit_minutes)
     VALUES ($1, $2, $3)
     ON CONFLICT (merchant_id, member_id) DO UPDATE
       SET session_limit_minutes = LEAST(protection_session_settings.session_limit_minutes, EXCLUDED.session_limit_minutes),
           updated_at = protection_now()
     RETURNING session_limit_minutes`,
    [r.merchantId, r.memberId, minutes],
  );
  const to = Number(set?.session_limit_minutes);
  await q.query(
    `UPDATE protection_play_sessions
        SET limit_ends_at = LEAST(limit_ends_at, started_at + make_interval(mins => $3::int))
      WHERE merchant_id = $1 AND member_id = $2 AND ended_at IS NULL`,
    [r.merchantId, r.memberId, to],
  );
  await appendAudit(q, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    actor: r.actor,
    action: 'session-settings.set',
    detail: { sessionLimitMinutes: to, from, reason: r.reason },
    ip: null,
  });
  return { from, to };
}
