/**
 * Rules of the back office's daily report both the platform and the back office check (no
 * schema library here: the back office imports it).
 */

/** The longest range of local days one report may span (both ends included). */
export const REPORT_MAX_DAYS = 31;

/**
 * The most data rows one CSV export writes: 31 days x every merchant x every vendor or game
 * type stays far below it, so reaching it means something is wrong, and the file says so.
 */
export const REPORT_CSV_MAX_ROWS = 5_000;

/** How the rows of a day are split. */
export const REPORT_GROUPS = ['day', 'vendor', 'gameType'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
