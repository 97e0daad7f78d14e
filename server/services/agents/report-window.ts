import { AGENT_REPORT_MAX_DAYS, TEAM_SUM_MINUTES } from '../../../schemas/api/agent-rules';
import { ApiError } from '../../domain/api-error';
import { recordWindow, type RecordWindow } from '../records/record-range';

/**
 * A record window of an agent report: the record rules, at most 30 days, and an offset of
 * whole quarter hours (every time zone in use), so that the range is whole buckets of the
 * team sums (docs/decisions/team-report-rollups.md).
 */
export function agentWindow(input: { startDate: string; endDate: string; utcOffset: number }): RecordWindow {
  if (input.utcOffset % TEAM_SUM_MINUTES !== 0)
    throw ApiError.validation('utcOffset', `must be a whole number of ${TEAM_SUM_MINUTES} minutes`);
  const w = recordWindow(input);
  if (w.to.getTime() - w.from.getTime() > AGENT_REPORT_MAX_DAYS * 86_400_000)
    throw ApiError.validation(
      'endDate',
      `must be at most ${AGENT_REPORT_MAX_DAYS} days after the start date`,
    );
  return w;
}

/** The local days of a window, oldest first, as YYYY-MM-DD. */
export function daysOf(w: RecordWindow): string[] {
  const days: string[] = [];
  for (let t = w.from.getTime() + w.offset * 60_000; t < w.to.getTime() + w.offset * 60_000; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** SQL for the member's local day of a timestamp column, with the offset as parameter `$n`. */
export function localDay(column: string, offsetParam: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC' + (${offsetParam}::int * interval '1 minute'), 'YYYY-MM-DD')`;
}
