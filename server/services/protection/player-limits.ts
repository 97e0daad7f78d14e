import type { Static } from '@sinclair/typebox';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import type { PlayerLimits } from '../../../schemas/api/protection';
import {
  COOLING_OFF_HOURS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '../../../schemas/api/protection-rules';
import { parseAmountField } from '../wallet/parse-amount';
import { appendAudit } from './protection-audit';
import { limitChange } from './limit-change';
import { protectionTools, requireTool } from './protection-settings';

type Limits = Static<typeof PlayerLimits>;

export interface LimitCaller {
  merchant: Merchant;
  memberId: number;
  ip: string | null;
}

interface Which {
  kind: LimitKind;
  period: LimitPeriod;
}

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | number | null;
  pending_amount: string | number | null;
  pending_from: Date | null;
  window_end: Date | null;
  used: string | number | null;
  live: boolean | null;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** Every kind and period of the member's limits, with what counted in the live windows. */
export async function readLimits(q: Queryable, merchant: Merchant, memberId: number): Promise<Limits> {
  const rows = await q.query<LimitRow>(
    `SELECT k.kind, p.period, l.amount, l.pending_amount, l.pending_from,
            protection_window_end(p.period, u.window_start) AS window_end,
            protection_window_end(p.period, u.window_start) > protection_now() AS live, u.used
       FROM unnest($3::text[]) AS k(kind) CROSS JOIN unnest($4::text[]) AS p(period)
       LEFT JOIN protection_limits l
         ON l.merchant_id = $1 AND l.member_id = $2 AND l.kind = k.kind AND l.period = p.period
       LEFT JOIN protection_usage u
         ON u.merchant_id = $1 AND u.member_id = $2 AND u.kind = k.kind AND u.period = p.period`,
    [merchant.id, memberId, LIMIT_KINDS, LIMIT_PERIODS],
  );
  const order = (r: Which) => LIMIT_KINDS.indexOf(r.kind) * 10 + LIMIT_PERIODS.indexOf(r.period);
  return {
    tools: protectionTools(merchant),
    currency: merchant.currency,
    limits: rows
      .sort((a, b) => order(a) - order(b))
      .map((r) => ({
        kind: r.kind,
        period: r.period,
        amount: num(r.amount),
        used: r.live ? Number(r.used) : 0,
        resetsAt: r.live && r.window_end ? r.window_end.toISOString() : null,
        pending: r.pending_from
          ? { amount: num(r.pending_amount), confirmableFrom: r.pending_from.toISOString() }
          : null,
      })),
  };
}

/**
 * Set, lower, raise or remove one limit. Lower or first: in force at once, any pending raise
 * dropped. Raise or removal: recorded as pending, confirmable after the cooling-off, while the
 * limit in force keeps holding.
 */
export async function setLimit(
  db: Database,
  who: LimitCaller,
  input: Which & { amount: string | null },
): Promise<Limits> {
  requireTool(who.merchant, 'limits');
  const requested = input.amount === null ? null : parseAmountField(input.amount);
  return db.tx(async (q) => {
    const current = await lockLimit(q, who, input);
    const change = limitChange(current?.amount ?? null, requested);
    if (change === 'cooling-off') {
      await q.query(
        `INSERT INTO protection_limits (merchant_id, member_id, kind, period, amount, pending_amount, pending_since, pending_from, updated_at)
         VALUES ($1, $2, $3, $4, NULL, $5, protection_now(), protection_now() + make_interval(hours => $6), protection_now())
         ON CONFLICT (member_id, kind, period) DO UPDATE
           SET pending_amount = EXCLUDED.pending_amount, pending_since = EXCLUDED.pending_since,
               pending_from = EXCLUDED.pending_from, updated_at = EXCLUDED.updated_at`,
        [who.merchant.id, who.memberId, input.kind, input.period, requested, COOLING_OFF_HOURS],
      );
    } else {
      await q.query(
        `INSERT INTO protection_limits (merchant_id, member_id, kind, period, amount, updated_at)
         VALUES ($1, $2, $3, $4, $5, protection_now())
         ON CONFLICT (member_id, kind, period) DO UPDATE
           SET amount = EXCLUDED.amount, pending_amount = NULL, pending_since = NULL, pending_from = NULL,
               updated_at = EXCLUDED.updated_at`,
        [who.merchant.id, who.memberId, input.kind, input.period, requested],
      );
    }
    await appendAudit(q, {
      merchantId: who.merchant.id,
      memberId: who.memberId,
      actor: 'member',
      action: change === 'cooling-off' ? 'limit.request-raise' : 'limit.set',
      detail: { kind: input.kind, period: input.period, from: current?.amount ?? null, to: requested },
      ip: who.ip,
    });
    return readLimits(q, who.merchant, who.memberId);
  });
}

/** Put a pending raise or removal in force, once its cooling-off has passed. */
export async function confirmLimit(db: Database, who: LimitCaller, input: Which): Promise<Limits> {
  requireTool(who.merchant, 'limits');
  return db.tx(async (q) => {
    const current = await lockLimit(q, who, input);
    if (!current?.pendingFrom)
      throw ApiError.conflict('There is no raise or removal waiting to be confirmed', 'kind');
    const [applied] = await q.query<{ amount: string | null }>(
      `UPDATE protection_limits
          SET amount = pending_amount, pending_amount = NULL, pending_since = NULL, pending_from = NULL,
              updated_at = protection_now()
        WHERE member_id = $1 AND merchant_id = $2 AND kind = $3 AND period = $4
          AND pending_from <= protection_now()
        RETURNING amount`,
      [who.memberId, who.merchant.id, input.kind, input.period],
    );
    if (!applied)
      throw new ApiError(
        409,
        'CONFLICT',
        `The cooling-off lasts until ${current.pendingFrom.toISOString()}; confirm after that`,
        [{ field: 'kind', message: 'still cooling off' }],
        { confirmableFrom: current.pendingFrom.toISOString() },
      );
    await appendAudit(q, {
      merchantId: who.merchant.id,
      memberId: who.memberId,
      actor: 'member',
      action: 'limit.confirm-raise',
      detail: { kind: input.kind, period: input.period, from: current.amount, to: num(applied.amount) },
      ip: who.ip,
    });
    return readLimits(q, who.merchant, who.memberId);
  });
}

/** Drop a pending raise or removal (the limit in force stays). */
export async function cancelPendingLimit(db: Database, who: LimitCaller, input: Which): Promise<Limits> {
  return db.tx(async (q) => {
    const rows = await q.query(
      `UPDATE protection_limits SET pending_amount = NULL, pending_since = NULL, pending_from = NULL,
              updated_at = protection_now()
        WHERE member_id = $1 AND merchant_id = $2 AND kind = $3 AND period = $4 AND pending_from IS NOT NULL
        RETURNING kind`,
      [who.memberId, who.merchant.id, input.kind, input.period],
    );
    if (rows.length > 0)
      await appendAudit(q, {
        merchantId: who.merchant.id,
        memberId: who.memberId,
        actor: 'member',
        action: 'limit.cancel-raise',
        detail: { kind: input.kind, period: input.period },
        ip: who.ip,
      });
    return readLimits(q, who.merchant, who.memberId);
  });
}

async function lockLimit(
  q: Queryable,
  who: LimitCaller,
  w: Which,
): Promise<{ amount: number | null; pendingFrom: Date | null } | undefined> {
  const [row] = await q.query<{ amount: string | null; pending_from: Date | null }>(
    `SELECT amount, pending_from FROM protection_limits
      WHERE member_id = $1 AND merchant_id = $2 AND kind = $3 AND period = $4 FOR UPDATE`,
    [who.memberId, who.merchant.id, w.kind, w.period],
  );
  return row ? { amount: num(row.amount), pendingFrom: row.pending_from } : undefined;
}
