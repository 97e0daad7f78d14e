import { REPORT_MAX_DAYS } from '../../../schemas/api/ops/report-rules';
import { dayNumber, dayString } from '../../../schemas/api/wallet-rules';
import { ApiError } from '../../domain/api-error';

/** The local days of a report and the instants they span. */
export interface ReportDays {
  from: string;
  to: string;
  /** Every day of the range, oldest first. */
  days: string[];
  /** Inclusive start instant (local midnight of `from`). */
  start: Date;
  /** Exclusive end instant (local midnight after `to`). */
  end: Date;
  /** Minutes east of UTC. */
  offset: number;
}

/**
 * The days of a report question, or a VALIDATION error naming the field at fault: a day
 * that is not a date, a `to` before `from`, or a range over REPORT_MAX_DAYS days.
 */
export function reportDays(input: { from: string; to: string; utcOffset: number }): ReportDays {
  const first = dayNumber(input.from);
  if (first === undefined) throw ApiError.validation('from', 'must be a date as YYYY-MM-DD');
  const last = dayNumber(input.to);
  if (last === undefined) throw ApiError.validation('to', 'must be a date as YYYY-MM-DD');
  if (last < first) throw ApiError.validation('to', 'must not be before the first day');
  if (last - first + 1 > REPORT_MAX_DAYS)
    throw ApiError.validation('to', `must be at most ${REPORT_MAX_DAYS} days after the first day`);
  const ms = (day: number) => day * 86_400_000 - input.utcOffset * 60_000;
  const days: string[] = [];
  for (let d = first; d <= last; d++) days.push(dayString(d));
  return {
    from: input.from,
    to: input.to,
    days,
    start: new Date(ms(first)),
    end: new Date(ms(last + 1)),
    offset: input.utcOffset,
  };
}

/** SQL for the local day of a timestamp column, with the offset as parameter `$n`. */
export function localDaySql(column: string, offsetParam: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC' + (${offsetParam}::int * interval '1 minute'), 'YYYY-MM-DD')`;
}
