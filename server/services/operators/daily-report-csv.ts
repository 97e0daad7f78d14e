import type { Static } from '@sinclair/typebox';
import type { opsDailyReport } from '../../../schemas/api/ops/ops-reports';
import { REPORT_CSV_MAX_ROWS } from '../../../schemas/api/ops/report-rules';
import { csvLine } from './csv-cells';

type Report = Static<typeof opsDailyReport.response>;

export const REPORT_CSV_COLUMNS = [
  'day',
  'merchant',
  'currency',
  'group',
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'ggr',
  'activePlayers',
  'rounds',
] as const;

/** The file name of a report's download: `report-<merchant or all>-<from>-<to>.csv`. */
export function reportFileName(report: Pick<Report, 'from' | 'to'>, merchant: string | undefined): string {
  return `report-${merchant ?? 'all'}-${report.from}-${report.to}.csv`;
}

/**
 * The lines of a report's CSV, one at a time: the header, a line per row (at most
 * `maxRows`, then a last line saying the file was cut, so a cut file is never mistaken for
 * a whole one), then each merchant's totals with `total` as its day.
 */
export function* reportCsvLines(report: Report, maxRows = REPORT_CSV_MAX_ROWS): Generator<string> {
  yield csvLine(REPORT_CSV_COLUMNS);
  let written = 0;
  for (const r of report.rows) {
    if (written === maxRows) {
      yield csvLine([`cut: more than ${maxRows} rows; ask for fewer days`]);
      return;
    }
    written++;
    yield csvLine([
      r.day,
      r.merchant,
      r.currency,
      r.group,
      r.deposits,
      r.withdrawals,
      r.bets,
      r.wins,
      r.ggr,
      r.activePlayers,
      r.rounds,
    ]);
  }
  for (const m of report.merchants) {
    const t = m.totals;
    yield csvLine([
      'total',
      m.merchant,
      m.currency,
      null,
      t.deposits,
      t.withdrawals,
      t.bets,
      t.wins,
      t.ggr,
      t.activePlayers,
      t.rounds,
    ]);
  }
}
