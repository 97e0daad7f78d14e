import type { Static } from '@sinclair/typebox';
import { AUDIT_MAX_SPAN_DAYS } from '../../../schemas/api/ops/audit-rules';
import type { AuditLine } from '../../../schemas/api/ops/ops-audit';
import { dayNumber, dayString, todayAt } from '../../../schemas/api/wallet-rules';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';

type Line = Static<typeof AuditLine>;

/** What the audit is narrowed to; a null merchant means every merchant's lines. */
export interface AuditQuery {
  merchantId: number | null;
  actor?: string | undefined;
  /** Exactly, or every action under it when it ends in a dot. */
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  utcOffset: number;
  page: number;
  pageSize: number;
}

export interface AuditDays {
  from: string;
  to: string;
  /** Inclusive start instant (local midnight of `from`). */
  start: Date;
  /** Exclusive end instant (local midnight after `to`). */
  end: Date;
}

/**
 * The days an audit query covers: both given, or the 31 days up to `to` (today when neither
 * is given; a `from` alone reaches 31 days on, but not past today). A range that is not a
 * date, ends before it starts or spans more than 31 days is refused naming its field.
 */
export function auditDays(
  input: { from?: string | undefined; to?: string | undefined; utcOffset: number },
  now = Date.now(),
): AuditDays {
  const span = AUDIT_MAX_SPAN_DAYS;
  const today = dayNumber(todayAt(input.utcOffset, now)) as number;
  const given = (field: 'from' | 'to', text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    const day = dayNumber(text);
    if (day === undefined) throw ApiError.validation(field, 'must be a date as YYYY-MM-DD');
    return day;
  };
  const fromDay = given('from', input.from);
  const toDay =
    given('to', input.to) ??
    (fromDay === undefined ? today : Math.max(fromDay, Math.min(fromDay + span - 1, today)));
  const startDay = fromDay ?? toDay - span + 1;
  if (toDay < startDay) throw ApiError.validation('to', 'must not be before the first day');
  if (toDay - startDay + 1 > span)
    throw ApiError.validation('to', `must be at most ${span} days after the first day`);
  const ms = (day: number) => day * 86_400_000 - input.utcOffset * 60_000;
  return {
    from: dayString(startDay),
    to: dayString(toDay),
    start: new Date(ms(startDay)),
    end: new Date(ms(toDay + 1)),
  };
}

interface Row {
  id: string | number;
  at: Date;
  actor: string;
  action: string;
  merchant: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string;
  user_agent: string;
}

/**
 * One page of the operator audit, newest first. Only reads: reading the audit is not
 * itself audited (docs/decisions/back-office.md), or every look would add lines to look at.
 */
export async function auditPage(
  q: Queryable,
  query: AuditQuery,
): Promise<{ items: Line[]; total: number; from: string; to: string }> {
  const days = auditDays(query);
  const action = query.action ?? null;
  const prefix = action !== null && action.endsWith('.');
  const where = `a.at >= $1 AND a.at < $2
      AND ($3::int IS NULL OR a.merchant_id = $3)
      AND ($4::text IS NULL OR lower(a.actor) = lower($4))
      AND ($5::text IS NULL OR (CASE WHEN $6::boolean THEN left(a.action, length($5)) = $5 ELSE a.action = $5 END))
      AND ($7::text IS NULL OR a.target = $7)`;
  const params = [
    days.start,
    days.end,
    query.merchantId,
    query.actor ?? null,
    action,
    prefix,
    query.target ?? null,
  ];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM operator_audit a WHERE ${where}`,
    params,
  );
  const rows = await q.query<Row>(
    `SELECT a.id, a.at, a.actor, a.action, m.code AS merchant, a.target, a.before, a.after, a.ip, a.user_agent
       FROM operator_audit a LEFT JOIN merchants m ON m.id = a.merchant_id
      WHERE ${where}
      ORDER BY a.at DESC, a.id DESC
      LIMIT $8 OFFSET $9`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      merchant: r.merchant,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
      userAgent: r.user_agent,
    })),
    total: count?.n ?? 0,
    from: days.from,
    to: days.to,
  };
}
