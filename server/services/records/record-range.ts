import {
  dayNumber,
  recordRangeProblem,
  RECORD_MAX_SPAN_DAYS,
  RECORD_QUERY_MONTHS,
} from '../../../schemas/api/wallet-rules';
import { ApiError } from '../../domain/api-error';

const MESSAGES = {
  format: 'must be a date as YYYY-MM-DD',
  inverted: 'must not be before the start date',
  'too-long': `must be at most ${RECORD_MAX_SPAN_DAYS} days after the start date`,
  'too-old': `may reach back at most ${RECORD_QUERY_MONTHS} months`,
} as const;

export interface RecordWindow {
  /** Inclusive start instant (local midnight of startDate). */
  from: Date;
  /** Exclusive end instant (local midnight after endDate). */
  to: Date;
  /** Minutes east of UTC, for grouping by the member's local day. */
  offset: number;
}

/** The instants of a member's local date range, or a VALIDATION error naming the field. */
export function recordWindow(input: { startDate: string; endDate: string; utcOffset: number }): RecordWindow {
  const problem = recordRangeProblem(input.startDate, input.endDate, input.utcOffset);
  if (problem) throw ApiError.validation(problem.field, MESSAGES[problem.problem]);
  const start = dayNumber(input.startDate) as number;
  const end = dayNumber(input.endDate) as number;
  const ms = (day: number) => day * 86_400_000 - input.utcOffset * 60_000;
  return { from: new Date(ms(start)), to: new Date(ms(end + 1)), offset: input.utcOffset };
}
