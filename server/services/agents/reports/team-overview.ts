import type { Static } from '@sinclair/typebox';
import type { getTeamOverview } from '../../../../schemas/api/agent-reports';
import type { Queryable } from '../../../db/database';
import { agentWindow, daysOf, localDay } from '../report-window';

type Overview = Static<typeof getTeamOverview.response>;
type Figures = Overview['totals'];

const EMPTY: Figures = {
  newMembers: 0,
  activeMembers: 0,
  deposits: 0,
  withdrawals: 0,
  validBet: 0,
  payout: 0,
  profit: 0,
};

/**
 * agentTeamOverview: every figure is one aggregate over the agent's subtree in SQL
 * (member_tree with the agent as ancestor, depth 1 and more), so nothing outside the
 * team is ever read. Money comes from settled rounds (valid bet, payout) and from the
 * ledger (deposits credited, withdrawals paid out).
 */
export async function teamOverview(
  q: Queryable,
  merchantId: number,
  agentId: number,
  input: { startDate: string; endDate: string; utcOffset: number },
): Promise<Overview> {
  const w = agentWindow(input);
  const params = [agentId, merchantId, w.from, w.to, w.offset];
  const [size] = await q.query<{ team: number; direct: number; agents: number }>(
    `SELECT count(*)::int AS team, count(*) FILTER (WHERE t.depth = 1)::int AS direct,
            count(*) FILTER (WHERE m.is_agent IN (1, 2, 41, 42))::int AS agents
       FROM member_tree t JOIN members m ON m.id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.merchant_id = $2 AND t.depth >= 1`,
    [agentId, merchantId],
  );
  const joined = await q.query<{ day: string; n: number }>(
    `SELECT ${localDay('m.created_at', '$5')} AS day, count(*)::int AS n
       FROM member_tree t JOIN members m ON m.id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.merchant_id = $2 AND t.depth >= 1
        AND m.created_at >= $3 AND m.created_at < $4
      GROUP BY 1`,
    params,
  );
  // One scan of the team's rounds: per day, and the whole range (active members are distinct over it).
  const bets = await q.query<{ day: string | null; active: number; stake: string; payout: string }>(
    `SELECT ${localDay('r.created_at', '$5')} AS day, count(DISTINCT r.member_id)::int AS active,
            sum(r.stake)::bigint AS stake, sum(r.payout)::bigint AS payout
       FROM member_tree t JOIN game_rounds r ON r.member_id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.merchant_id = $2 AND t.depth >= 1
        AND r.merchant_id = $2 AND r.status = 'settled' AND r.wallet = 'main'
        AND r.created_at >= $3 AND r.created_at < $4
      GROUP BY GROUPING SETS ((1), ())`,
    params,
  );
  const cash = await q.query<{ day: string; deposits: string; withdrawals: string }>(
    `SELECT ${localDay('e.created_at', '$5')} AS day,
            COALESCE(sum(e.amount) FILTER (WHERE x.kind = 'deposit' AND e.amount > 0), 0)::bigint AS deposits,
            COALESCE(-sum(e.amount) FILTER (WHERE x.kind = 'withdrawal.payout' AND e.amount < 0), 0)::bigint
              AS withdrawals
       FROM member_tree t
       JOIN ledger_accounts a ON a.member_id = t.descendant_id AND a.merchant_id = $2
       JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_transactions x ON x.id = e.transaction_id
      WHERE t.ancestor_id = $1 AND t.merchant_id = $2 AND t.depth >= 1
        AND e.created_at >= $3 AND e.created_at < $4 AND x.kind IN ('deposit', 'withdrawal.payout')
      GROUP BY 1`,
    params,
  );
  const byDay = new Map(daysOf(w).map((d) => [d, { ...EMPTY }]));
  const totals = { ...EMPTY };
  for (const r of joined) {
    const day = byDay.get(r.day);
    if (day) day.newMembers = r.n;
    totals.newMembers += r.n;
  }
  for (const r of bets) {
    const figures = r.day === null ? totals : byDay.get(r.day);
    if (!figures) continue;
    figures.activeMembers = r.active;
    figures.validBet = Number(r.stake ?? 0);
    figures.payout = Number(r.payout ?? 0);
    figures.profit = figures.payout - figures.validBet;
  }
  for (const r of cash) {
    const day = byDay.get(r.day);
    if (day) {
      day.deposits = Number(r.deposits);
      day.withdrawals = Number(r.withdrawals);
    }
    totals.deposits += Number(r.deposits);
    totals.withdrawals += Number(r.withdrawals);
  }
  return {
    teamSize: size?.team ?? 0,
    directMembers: size?.direct ?? 0,
    teamAgents: size?.agents ?? 0,
    totals,
    byDay: [...byDay].map(([date, f]) => ({ date, ...f })),
  };
}
