import { MEMBER_ACTIVITY_PAGE_SIZE } from '../../../schemas/api/ops/member-activity-filters';
import { dayNumber } from '../../../schemas/api/wallet-rules';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';

/** Where a page of a member's list starts and which days it covers, as asked. */
export interface PageAsk {
  before?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The UTC instants a `from`..`to` day range covers (`to` inclusive, so its end is the next midnight). */
export function dayRange(ask: PageAsk): { start: Date | null; end: Date | null } {
  const day = (field: 'from' | 'to', text: string | undefined) => {
    if (text === undefined) return undefined;
    const n = dayNumber(text);
    if (n === undefined) throw ApiError.validation(field, 'must be a date as YYYY-MM-DD');
    return n;
  };
  const from = day('from', ask.from);
  const to = day('to', ask.to);
  if (from !== undefined && to !== undefined && to < from)
    throw ApiError.validation('to', 'must not be before the first day');
  return {
    start: from === undefined ? null : new Date(from * 86_400_000),
    end: to === undefined ? null : new Date((to + 1) * 86_400_000),
  };
}

/** One list of a member's page, as SQL pieces: every line of it is the member's. */
export interface ListSql {
  /** The columns answered; must include `id` (the line's key). */
  select: string;
  /** FROM and JOINs. */
  from: string;
  /** The line's time and key columns, in the list's order (newest first). */
  at: string;
  id: string;
  /** Conditions that keep to the member and the filter, over `params` ($1..). */
  where: string[];
  params: unknown[];
}

/**
 * One page of a list, newest first (`at DESC, id DESC`). `before` must be a line of the same
 * list (else VALIDATION naming it); the page is the lines strictly after it in that order,
 * compared as the pair (at, id) so lines with the same time are neither skipped nor repeated.
 * One line more than a page is read to know whether older lines remain.
 */
export async function listPage<Row extends { id: number | string }>(
  q: Queryable,
  sql: ListSql,
  ask: PageAsk,
): Promise<{ rows: Row[]; nextBefore: number | null }> {
  const { start, end } = dayRange(ask);
  const where = [...sql.where];
  const params = [...sql.params];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (ask.before !== undefined) {
    // The cursor is looked up within the member's own list, so another list's id is refused.
    const own = `${sql.from} WHERE ${[...sql.where, `${sql.id} = ${param(ask.before)}`].join(' AND ')}`;
    // Asked before the day bounds are added, so every parameter it is given is one it uses.
    const [cursor] = await q.query<{ id: number | string }>(`SELECT ${sql.id} AS id ${own}`, [...params]);
    if (!cursor) throw ApiError.validation('before', 'must be the id of a line of this list');
    // Compared in SQL: the database keeps microseconds a JavaScript Date would round away.
    where.push(`(${sql.at}, ${sql.id}) < (SELECT ${sql.at}, ${sql.id} ${own})`);
  }
  if (start) where.push(`${sql.at} >= ${param(start)}`);
  if (end) where.push(`${sql.at} < ${param(end)}`);
  const rows = await q.query<Row>(
    `SELECT ${sql.select} ${sql.from} WHERE ${where.join(' AND ')}
      ORDER BY ${sql.at} DESC, ${sql.id} DESC LIMIT ${MEMBER_ACTIVITY_PAGE_SIZE + 1}`,
    params,
  );
  const more = rows.length > MEMBER_ACTIVITY_PAGE_SIZE;
  const page = more ? rows.slice(0, MEMBER_ACTIVITY_PAGE_SIZE) : rows;
  const last = page[page.length - 1];
  return { rows: page, nextBefore: more && last ? Number(last.id) : null };
}
