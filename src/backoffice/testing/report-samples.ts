import type { DailyReport, OperatorSession } from '../atoms/back-office-atoms';

/** A support operator of one merchant: no reports in its navigation. */
export const SUPPORT_SESSION: OperatorSession = {
  token: 'sample-support-token-0123456789ab',
  idleMinutes: 15,
  operator: { id: 4, username: 'sam', role: 'support', merchant: 'aurora' },
};

/** Two days of aurora: a day the merchant won and a day it lost. */
export const SAMPLE_REPORT: DailyReport = {
  from: '2026-11-25',
  to: '2026-11-26',
  groupBy: 'day',
  rows: [
    {
      day: '2026-11-25',
      merchant: 'aurora',
      currency: 'USD',
      group: null,
      deposits: 150_000,
      withdrawals: 40_040,
      bets: 82_310,
      wins: 60_000,
      ggr: 22_310,
      activePlayers: 12,
      rounds: 340,
    },
    {
      day: '2026-11-26',
      merchant: 'aurora',
      currency: 'USD',
      group: null,
      deposits: 25_000,
      withdrawals: 0,
      bets: 10_000,
      wins: 15_500,
      ggr: -5_500,
      activePlayers: 4,
      rounds: 51,
    },
  ],
  merchants: [
    {
      merchant: 'aurora',
      currency: 'USD',
      totals: {
        deposits: 175_000,
        withdrawals: 40_040,
        bets: 92_310,
        wins: 75_500,
        ggr: 16_810,
        activePlayers: 14,
        rounds: 391,
      },
      days: [
        { day: '2026-11-25', ggr: 22_310 },
        { day: '2026-11-26', ggr: -5_500 },
      ],
    },
  ],
};

/** The same days by vendor: play per vendor, cash belongs to no vendor. */
export const SAMPLE_REPORT_BY_VENDOR: DailyReport = {
  ...SAMPLE_REPORT,
  groupBy: 'vendor',
  rows: [
    {
      day: '2026-11-25',
      merchant: 'aurora',
      currency: 'USD',
      group: 'PGX',
      deposits: null,
      withdrawals: null,
      bets: 50_000,
      wins: 30_000,
      ggr: 20_000,
      activePlayers: 8,
      rounds: 200,
    },
    {
      day: '2026-11-25',
      merchant: 'aurora',
      currency: 'USD',
      group: 'TSR',
      deposits: null,
      withdrawals: null,
      bets: 32_310,
      wins: 30_000,
      ggr: 2_310,
      activePlayers: 6,
      rounds: 140,
    },
  ],
};

export const EMPTY_REPORT: DailyReport = {
  ...SAMPLE_REPORT,
  rows: [],
  merchants: [{ ...(SAMPLE_REPORT.merchants[0] as DailyReport['merchants'][number]) }],
};
