import { Type } from '@sinclair/typebox';
import { Minor } from '../money-shapes';
import { REPORT_READERS } from './reader-roles';
import { defineOpsEndpoint } from './ops-endpoint';
import { REPORT_CSV_MAX_ROWS, REPORT_MAX_DAYS } from './report-rules';

/** The report's question: a range of the operator's local days, a merchant and a grouping. */
export const ReportQuery = Type.Object(
  {
    /** First local day, `YYYY-MM-DD`, inclusive. */
    from: Type.String({ maxLength: 10 }),
    /** Last local day, `YYYY-MM-DD`, inclusive; at most REPORT_MAX_DAYS days from `from`. */
    to: Type.String({
      maxLength: 10,
      description: `The range spans at most ${REPORT_MAX_DAYS} days.`,
    }),
    /** The operator's offset from UTC in minutes (east positive), so days begin at local midnight. */
    utcOffset: Type.Integer({ minimum: -720, maximum: 840, default: 0 }),
    /** A merchant code; an operator of one merchant may only name its own. Empty: all (platform-wide operators). */
    merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    /** Rows per day (`day`), or per day and vendor, or per day and game type. */
    groupBy: Type.Union([Type.Literal('day'), Type.Literal('vendor'), Type.Literal('gameType')], {
      default: 'day',
    }),
  },
  { additionalProperties: false },
);

/**
 * The figures of a row, in the merchant's minor units. Bets are the stakes of settled
 * real-money rounds (wallet `main`), wins their payouts, GGR bets minus wins; active players
 * are the distinct members with a real-money round (open, settled or rolled back), rounds the
 * settled real-money rounds. Deposits are money credited to members by deposit transactions
 * of the ledger, withdrawals money paid out to them (`withdrawal.payout`).
 */
export const ReportFigures = Type.Object({
  /** Null in a row of one vendor or game type: money in and out belongs to no game. */
  deposits: Type.Union([Minor, Type.Null()]),
  withdrawals: Type.Union([Minor, Type.Null()]),
  bets: Minor,
  wins: Minor,
  ggr: Minor,
  activePlayers: Type.Integer(),
  rounds: Type.Integer(),
});

export const ReportRow = Type.Composite([
  Type.Object({
    /** The local day, `YYYY-MM-DD`. */
    day: Type.String(),
    merchant: Type.String(),
    currency: Type.String(),
    /** The vendor or game type of the row; null when grouped by day. */
    group: Type.Union([Type.String(), Type.Null()]),
  }),
  ReportFigures,
]);

/** One merchant's whole range: totals (active players counted once over the range) and GGR per day. */
export const ReportMerchant = Type.Object({
  merchant: Type.String(),
  currency: Type.String(),
  totals: ReportFigures,
  /** Every day of the range, oldest first, also those without play. */
  days: Type.Array(Type.Object({ day: Type.String(), ggr: Minor })),
});

export const opsDailyReport = defineOpsEndpoint({
  id: 'backOffice.dailyReport',
  method: 'GET',
  path: '/ops/reports/daily',
  token: true,
  encrypted: false,
  roles: REPORT_READERS,
  summary: `The daily report of a range of at most ${REPORT_MAX_DAYS} local days: deposits, withdrawals paid, bets, wins, GGR, active players and rounds per merchant and day, optionally per vendor or game type, with each merchant's totals. An operator of one merchant reads its own merchant only; a platform-wide operator names one or reads all (rows stay per merchant: merchants keep different currencies). Reading is not audited.`,
  request: ReportQuery,
  response: Type.Object({
    /** The days the answer covers, as the server settled them. */
    from: Type.String(),
    to: Type.String(),
    groupBy: Type.String(),
    /** Days oldest first, then merchant, then group; days without anything are left out. */
    rows: Type.Array(ReportRow),
    /** One entry per merchant read (with rows or not when one was named). */
    merchants: Type.Array(ReportMerchant),
  }),
});

/**
 * The same report as a CSV file. Not an envelope: the answer is `text/csv` (UTF-8, with a
 * header line, RFC 4180 quoting, a cell beginning with = + - @ prefixed with an apostrophe
 * so no spreadsheet reads it as a formula) streamed as it is read, with a
 * Content-Disposition naming the file. Refusals are envelopes as for any call. The back
 * office fetches it with its session's bearer token like any call (the token never goes in
 * a URL) and hands the answer to the browser as a download.
 */
export const opsDailyReportCsv = defineOpsEndpoint({
  id: 'backOffice.dailyReportCsv',
  method: 'GET',
  path: '/ops/reports/daily.csv',
  token: true,
  encrypted: false,
  roles: REPORT_READERS,
  summary: `The daily report as a CSV download (text/csv, streamed; at most ${REPORT_CSV_MAX_ROWS} data rows, then a last line saying the file was cut): the columns day, merchant, currency, group, deposits, withdrawals, bets, wins, ggr, activePlayers, rounds, money in minor units as in every call (an empty cell where a figure has no meaning). Same question, roles and scope as backOffice.dailyReport.`,
  request: ReportQuery,
  /** The file's text, as the browser receives it (not wrapped in an envelope). */
  response: Type.String({ contentMediaType: 'text/csv' }),
});
