import type { ContractPeriod } from '../../../../schemas/api/agent-rules';

export interface Period {
  /** Unique per contract: the period letter and its start, e.g. 'D:2026-11-25'. */
  key: string;
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The settlement period that holds `at`, in UTC (docs/decisions/contract-settlement.md):
 * 5 minutes, an hour, a day, a week from Monday, or a calendar month.
 */
export function periodOf(period: ContractPeriod, at: Date): Period {
  const t = at.getTime();
  const iso = (d: Date) => d.toISOString();
  switch (period) {
    case '5m': {
      const start = new Date(t - (t % (5 * MINUTE)));
      return { key: `5m:${iso(start).slice(0, 16)}`, start, end: new Date(start.getTime() + 5 * MINUTE) };
    }
    case 'H': {
      const start = new Date(t - (t % (60 * MINUTE)));
      return { key: `H:${iso(start).slice(0, 13)}`, start, end: new Date(start.getTime() + 60 * MINUTE) };
    }
    case 'D': {
      const start = new Date(t - (t % DAY));
      return { key: `D:${iso(start).slice(0, 10)}`, start, end: new Date(start.getTime() + DAY) };
    }
    case 'W': {
      const day = new Date(t - (t % DAY));
      // getUTCDay: 0 is Sunday; weeks start on Monday.
      const start = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
      return { key: `W:${iso(start).slice(0, 10)}`, start, end: new Date(start.getTime() + 7 * DAY) };
    }
    case 'M': {
      const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
      return { key: `M:${iso(start).slice(0, 7)}`, start, end };
    }
  }
}

/** The last period of this length that had ended by `now`. */
export function lastEndedPeriod(period: ContractPeriod, now: Date): Period {
  return periodOf(period, new Date(periodOf(period, now).start.getTime() - 1));
}
