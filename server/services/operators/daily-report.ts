import type { Static } from '@sinclair/typebox';
import type { opsDailyReport, ReportFigures, ReportRow } from '../../../schemas/api/ops/ops-reports';
import type { ReportGroup } from '../../../schemas/api/ops/report-rules';
import type { Queryable } from '../../db/database';
import { localDaySql, reportDays, type ReportDays } from './report-days';

type Report = Static<typeof opsDailyReport.response>;
type Figures = Static<typeof ReportFigures>;
type Row = Static<typeof ReportRow>;

export interface ReportQuestion {
  from: string;
  to: string;
  utcOffset: number;
  groupBy: ReportGroup;
  /** Null: every merchant (a platform-wide operator's question). */
  merchantId: number | null;
}

/** The column a group reads from game_rounds (never user text: a closed list). */
const GROUP_COLUMN: Record<ReportGroup, string> = {
  day: 'NULL::text',
  vendor: 'r.vendor',
  gameType: 'r.game_type',
};

interface PlayRow {
  merchant_id: number;
  day: string | null;
  grp: string | null;
  /** 1 when the row sums over the groups of its day (or, with no day, the whole range). */
  all_groups: number;
  bets: string;
  wins: string;
  active: number;
  rounds: number;
}

interface CashRow {
  merchant_id: number;
  day: string | null;
  deposits: string;
  withdrawals: string;
}

/**
 * Real-money play per merchant, day and group, per merchant and day, and per merchant over
 * the range, in one pass (grouping sets): the totals' active players are members counted
 * once over the range, not a sum of days.
 */
async function playFigures(q: Queryable, d: ReportDays, merchantId: number | null, groupBy: ReportGroup) {
  return q.query<PlayRow>(
    `SELECT merchant_id, day, grp, GROUPING(grp) AS all_groups,
            COALESCE(sum(stake) FILTER (WHERE status = 'settled'), 0)::bigint AS bets,
            COALESCE(sum(payout) FILTER (WHERE status = 'settled'), 0)::bigint AS wins,
            count(DISTINCT member_id)::int AS active,
            count(*) FILTER (WHERE status = 'settled')::int AS rounds
       FROM (SELECT r.merchant_id, ${localDaySql('r.created_at', '$4')} AS day, ${GROUP_COLUMN[groupBy]} AS grp,
                    r.member_id, r.status, r.stake, r.payout
               FROM game_rounds r
              WHERE r.wallet = 'main' AND r.created_at >= $1 AND r.created_at < $2
                AND ($3::int IS NULL OR r.merchant_id = $3)) p
      GROUP BY GROUPING SETS ((merchant_id, day, grp), (merchant_id, day), (merchant_id))`,
    [d.start, d.end, merchantId, d.offset],
  );
}

/** Money deposited to and paid out to members, per merchant and day and per merchant, from the ledger. */
async function cashFigures(q: Queryable, d: ReportDays, merchantId: number | null) {
  return q.query<CashRow>(
    `SELECT merchant_id, day,
            COALESCE(sum(amount) FILTER (WHERE kind = 'deposit' AND amount > 0), 0)::bigint AS deposits,
            COALESCE(-sum(amount) FILTER (WHERE kind = 'withdrawal.payout' AND amount < 0), 0)::bigint AS withdrawals
       FROM (SELECT e.merchant_id, ${localDaySql('e.created_at', '$4')} AS day, x.kind, e.amount
               FROM ledger_entries e
               JOIN ledger_accounts a ON a.id = e.account_id
               JOIN ledger_transactions x ON x.id = e.transaction_id
              WHERE a.member_id IS NOT NULL AND x.kind IN ('deposit', 'withdrawal.payout')
                AND e.created_at >= $1 AND e.created_at < $2
                AND ($3::int IS NULL OR e.merchant_id = $3)) c
      GROUP BY GROUPING SETS ((merchant_id, day), (merchant_id))`,
    [d.start, d.end, merchantId, d.offset],
  );
}

const empty = (cash: boolean): Figures => ({
  deposits: cash ? 0 : null,
  withdrawals: cash ? 0 : null,
  bets: 0,
  wins: 0,
  ggr: 0,
  activePlayers: 0,
  rounds: 0,
});

function addPlay(f: Figures, r: PlayRow): void {
  f.bets = Number(r.bets);
  f.wins = Number(r.wins);
  f.ggr = f.bets - f.wins;
  f.activePlayers = r.active;
  f.rounds = r.rounds;
}

/**
 * The daily report (docs/decisions/back-office.md): figures read from game_rounds and the
 * ledger over whole local days, per merchant (each in its own currency), day and, on request,
 * vendor or game type. Every figure is a sum in SQL over rows of the range, so it matches
 * the ledger to the cent; nothing is read outside the operator's merchant.
 */
export async function dailyReport(q: Queryable, question: ReportQuestion): Promise<Report> {
  const d = reportDays(question);
  const merchants = await q.query<{ id: number; code: string; currency: string }>(
    'SELECT id, code, currency FROM merchants WHERE ($1::int IS NULL OR id = $1) ORDER BY code',
    [question.merchantId],
  );
  const [play, cash] = [
    await playFigures(q, d, question.merchantId, question.groupBy),
    await cashFigures(q, d, question.merchantId),
  ];
  const byDay = question.groupBy === 'day';
  const dayKey = (m: number, day: string) => `${m}|${day}`;
  const dayFigures = new Map<string, Figures>();
  const totals = new Map<number, Figures>();
  const groupRows: { merchantId: number; day: string; group: string; figures: Figures }[] = [];
  const figuresOf = (m: number, day: string | null): Figures => {
    if (day === null) {
      const t = totals.get(m) ?? empty(true);
      totals.set(m, t);
      return t;
    }
    const f = dayFigures.get(dayKey(m, day)) ?? empty(true);
    dayFigures.set(dayKey(m, day), f);
    return f;
  };
  for (const r of play) {
    if (r.all_groups === 1) addPlay(figuresOf(r.merchant_id, r.day), r);
    else if (!byDay && r.day !== null) {
      const f = empty(false);
      addPlay(f, r);
      groupRows.push({ merchantId: r.merchant_id, day: r.day, group: r.grp ?? '', figures: f });
    }
  }
  for (const r of cash) {
    const f = figuresOf(r.merchant_id, r.day);
    f.deposits = Number(r.deposits);
    f.withdrawals = Number(r.withdrawals);
  }
  const rows: Row[] = [];
  for (const day of d.days)
    for (const m of merchants) {
      const meta = { day, merchant: m.code, currency: m.currency };
      if (byDay) {
        const f = dayFigures.get(dayKey(m.id, day));
        if (f) rows.push({ ...meta, group: null, ...f });
        continue;
      }
      const groups = groupRows
        .filter((g) => g.merchantId === m.id && g.day === day)
        .sort((a, b) => a.group.localeCompare(b.group));
      for (const g of groups) rows.push({ ...meta, group: g.group, ...g.figures });
    }
  return {
    from: d.from,
    to: d.to,
    groupBy: question.groupBy,
    rows,
    merchants: merchants.map((m) => ({
      merchant: m.code,
      currency: m.currency,
      totals: totals.get(m.id) ?? empty(true),
      days: d.days.map((day) => ({ day, ggr: dayFigures.get(dayKey(m.id, day))?.ggr ?? 0 })),
    })),
  };
}
