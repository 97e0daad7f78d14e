import type { Static } from '@sinclair/typebox';
import type { getActivityStatement } from '../../../schemas/api/protection-statement';
import {
  STATEMENT_SELF_SERVICE_MONTHS,
  type StatementGroup,
  type StatementSums,
} from '../../../schemas/api/protection-statement-rules';
import type { Queryable } from '../../db/database';
import { categoryCondition } from '../records/account-record';
import { protectionToday, statementWindow } from './statement-range';

type Answer = Static<typeof getActivityStatement.response>;

const PERIOD_FORMAT: Record<StatementGroup, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/**
 * The sums read straight from the member's ledger entries, classified as the account record
 * classifies them (server/services/records/account-record.ts), so both always agree. A
 * withdrawal counts once paid: its hold and a release back cancel out across main and hold.
 * The demo wallet is play money and never counts.
 */
const SUMS = `
  coalesce(sum(e.amount) FILTER (WHERE ${categoryCondition('deposit', 't.kind')}), 0)::bigint AS deposits,
  coalesce(-sum(e.amount) FILTER (WHERE ${categoryCondition('withdrawal', 't.kind')}), 0)::bigint AS withdrawals,
  coalesce(-sum(e.amount) FILTER (WHERE t.kind IN ('bet', 'rollback')), 0)::bigint AS stakes,
  coalesce(sum(e.amount) FILTER (WHERE t.kind = 'win'), 0)::bigint AS payouts,
  coalesce(sum(e.amount) FILTER (WHERE ${categoryCondition('bonus', 't.kind')} AND e.amount > 0), 0)::bigint AS bonuses`;

interface SumRow {
  period: string;
  deposits: number | string;
  withdrawals: number | string;
  stakes: number | string;
  payouts: number | string;
  bonuses: number | string;
}

function sums(r: SumRow): StatementSums {
  const stakes = Number(r.stakes);
  const payouts = Number(r.payouts);
  return {
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    stakes,
    payouts,
    net: payouts - stakes,
    bonuses: Number(r.bonuses),
  };
}

/** The member's activity by day or month over a range of the last three months. */
export async function activityStatement(
  q: Queryable,
  who: { merchantId: number; memberId: number; currency: string },
  input: { from: string; to: string; groupBy?: StatementGroup },
): Promise<Answer> {
  const groupBy = input.groupBy ?? 'day';
  const today = await protectionToday(q);
  const w = statementWindow(input.from, input.to, today, STATEMENT_SELF_SERVICE_MONTHS);
  const rows = await q.query<SumRow>(
    `SELECT to_char(e.created_at AT TIME ZONE 'UTC', '${PERIOD_FORMAT[groupBy]}') AS period, ${SUMS}
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE a.merchant_id = $1 AND a.member_id = $2 AND a.kind <> 'demo'
        AND e.created_at >= $3 AND e.created_at < $4
      GROUP BY 1 ORDER BY 1`,
    [who.merchantId, who.memberId, w.start, w.end],
  );
  const listed = rows.map((r) => ({ period: r.period, ...sums(r) }));
  const zero: StatementSums = { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, net: 0, bonuses: 0 };
  const totals = listed.reduce<StatementSums>(
    (t, r) => ({
      deposits: t.deposits + r.deposits,
      withdrawals: t.withdrawals + r.withdrawals,
      stakes: t.stakes + r.stakes,
      payouts: t.payouts + r.payouts,
      net: t.net + r.net,
      bonuses: t.bonuses + r.bonuses,
    }),
    zero,
  );
  return { currency: who.currency, from: w.from, to: w.to, today, groupBy, rows: listed, totals };
}
