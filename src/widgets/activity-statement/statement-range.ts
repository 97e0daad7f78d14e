import { STATEMENT_SELF_SERVICE_MONTHS } from '@schemas/api/protection-statement-rules';
import { dayNumber, dayString, monthsBefore } from '@schemas/api/wallet-rules';

export type RangeChoice = 'last30' | 'last3Months' | 'custom';

export interface StatementRange {
  from: string;
  to: string;
}

/** The earliest day the member may read themselves: three calendar months before today. */
export function earliestDay(today: string): string {
  return dayString(monthsBefore(dayNumber(today) as number, STATEMENT_SELF_SERVICE_MONTHS));
}

/** The days of a preset, up to and including today. */
export function presetRange(choice: Exclude<RangeChoice, 'custom'>, today: string): StatementRange {
  const end = dayNumber(today) as number;
  return choice === 'last30'
    ? { from: dayString(end - 29), to: today }
    : { from: earliestDay(today), to: today };
}

/** What is wrong with a custom range, by field, before asking the platform. */
export function customRangeProblem(
  range: StatementRange,
  today: string,
): { field: 'from' | 'to'; problem: 'format' | 'too-old' | 'future' | 'inverted' } | undefined {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === undefined) return { field: 'from', problem: 'format' };
  if (to === undefined) return { field: 'to', problem: 'format' };
  if (from < (dayNumber(earliestDay(today)) as number)) return { field: 'from', problem: 'too-old' };
  if (to > (dayNumber(today) as number)) return { field: 'to', problem: 'future' };
  if (to < from) return { field: 'to', problem: 'inverted' };
  return undefined;
}

/** Today as the platform's protection clock counts days (UTC). */
export function utcToday(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}
