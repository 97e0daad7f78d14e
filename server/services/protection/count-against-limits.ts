import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { LimitKind, LimitPeriod, LimitRefusal } from '../../../schemas/api/protection-rules';

interface CountRow {
  outcome: 'ok' | 'refused';
  period: LimitPeriod | null;
  limit_amount: number | string | null;
  used: number | string | null;
  resets_at: Date | null;
}

export interface LimitCount {
  merchantId: number;
  memberId: number;
  kind: LimitKind;
  /** Minor units, positive. */
  amount: number;
}

/**
 * Reserve `amount` against the member's limits of `kind`, or refuse with PLAYER_LIMIT naming
 * the limit and when it resets. One statement (`protection_count`, migration
 * 20261126T1800): it locks the member's windows, checks every period and adds, so movements
 * that arrive together can never pass a limit between them. Runs in the caller's transaction:
 * when the movement fails afterwards, the reservation rolls back with it.
 */
export async function reserveAgainstLimits(q: Queryable, c: LimitCount): Promise<void> {
  await count(q, c, 'reserve');
}

/** Refuse, as `reserveAgainstLimits` would, without counting anything (launches, transfers to game wallets). */
export async function checkAgainstLimits(q: Queryable, c: LimitCount): Promise<void> {
  await count(q, c, 'check');
}

/** Give back what a win or a refused deposit takes off the count (never refused). */
export async function releaseFromLimits(q: Queryable, c: LimitCount): Promise<void> {
  if (c.amount > 0) await count(q, c, 'release');
}

async function count(q: Queryable, c: LimitCount, mode: 'reserve' | 'check' | 'release'): Promise<void> {
  const [row] = await q.query<CountRow>('SELECT * FROM protection_count($1, $2, $3, $4, $5)', [
    c.merchantId,
    c.memberId,
    c.kind,
    c.amount,
    mode,
  ]);
  if (row?.outcome !== 'refused') return;
  const refusal: LimitRefusal = {
    kind: c.kind,
    period: row.period as LimitPeriod,
    limit: Number(row.limit_amount),
    used: Number(row.used),
    resetsAt: (row.resets_at as Date).toISOString(),
  };
  throw new ApiError(
    409,
    'PLAYER_LIMIT',
    `This would pass your ${PERIOD_WORDS[refusal.period]} ${c.kind} limit of ${(refusal.limit / 100).toFixed(2)}; it resets at ${refusal.resetsAt}`,
    [{ field: 'amount', message: `would pass your ${PERIOD_WORDS[refusal.period]} ${c.kind} limit` }],
    refusal,
  );
}

const PERIOD_WORDS: Record<LimitPeriod, string> = { day: '24-hour', week: '7-day', month: 'monthly' };
