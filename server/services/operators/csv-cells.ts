/**
 * One CSV cell (RFC 4180). A text beginning with = + - @ (or a tab or carriage return, which
 * some spreadsheets skip before reading a formula) gets an apostrophe in front, so a
 * spreadsheet shows it as text instead of running it: a vendor or merchant name is data,
 * never a formula. Numbers are written as they are (a negative GGR stays a number). A cell
 * holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One CSV line, ended by CRLF as RFC 4180 writes it. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
