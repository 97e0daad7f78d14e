import { dayNumber, dayString, monthsBefore } from '../../../schemas/api/wallet-rules';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';

/** Today (UTC) on the protection clock, the one every protection rule reads. */
export async function protectionToday(q: Queryable): Promise<string> {
  const [row] = await q.query<{ today: string }>(
    `SELECT to_char(protection_now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS today`,
  );
  return (row as { today: string }).today;
}

export interface StatementWindow {
  from: string;
  to: string;
  /** Inclusive start instant: midnight UTC of `from`. */
  start: Date;
  /** Exclusive end instant: midnight UTC after `to`. */
  end: Date;
}

/**
 * A self-served statement's days, or a VALIDATION error naming the field: both real dates,
 * `to` not after today nor before `from`, `from` at most `months` calendar months back.
 */
export function statementWindow(from: string, to: string, today: string, months: number): StatementWindow {
  const start = dayNumber(from);
  if (start === undefined) throw ApiError.validation('from', 'must be a date as YYYY-MM-DD');
  const end = dayNumber(to);
  if (end === undefined) throw ApiError.validation('to', 'must be a date as YYYY-MM-DD');
  const now = dayNumber(today) as number;
  if (end > now) throw ApiError.validation('to', 'must not be after today');
  if (end < start) throw ApiError.validation('to', 'must not be before the start date');
  const earliest = monthsBefore(now, months);
  if (start < earliest) {
    throw ApiError.validation(
      'from',
      `may reach back at most ${months} months (from ${dayString(earliest)}); ask customer service for older statements`,
    );
  }
  return { from, to, start: new Date(start * 86_400_000), end: new Date((end + 1) * 86_400_000) };
}
