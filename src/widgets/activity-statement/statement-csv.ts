import { STATEMENT_COLUMNS, type StatementSums } from '@schemas/api/protection-statement-rules';

/** Minor units as a plain decimal with two places: no grouping, no symbol, so a spreadsheet reads a number. */
export function plainAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The statement as CSV, built from what the platform answered: a header row of fixed English
 * column names (files are read by programs, not only people), one row per day or month with
 * ISO dates, and a totals row.
 */
export function statementCsv(statement: {
  currency: string;
  rows: readonly (StatementSums & { period: string })[];
  totals: StatementSums;
}): string {
  const header = ['period', ...STATEMENT_COLUMNS, 'currency'];
  const line = (period: string, s: StatementSums) =>
    [period, ...STATEMENT_COLUMNS.map((c) => plainAmount(s[c])), statement.currency].join(',');
  return [header.join(','), ...statement.rows.map((r) => line(r.period, r)), line('total', statement.totals)]
    .join('\r\n')
    .concat('\r\n');
}

/** Offer a text file for download, from the page itself (nothing goes back to the platform). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
