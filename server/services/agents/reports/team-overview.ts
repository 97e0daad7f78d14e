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
 * (member_tree with the agent as ancestor, depth 1 and more, or the sums kept per agent),
 * so nothing outside the team is ever read. Money comes from settled rounds (valid bet,
 * payout) and from the ledger (deposits credited, withdrawals paid out).
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
  // Settled play and cash from the sums kept per agent: a local day is whole quarter hours.
  const sums = [agentId, w.from, w.to, w.offset];
  const bets = await q.query<{ day: string | null; stake: string | null; payout: string | null }>(
    `SELECT ${localDay('p.bucket', '$4')} AS day, sum(p.valid_bet)::bigint AS stake, sum(p.payout)::bigint AS payout
       FROM team_play_live p WHERE p.agent_id = $1 AND p.bucket >= $2 AND p.bucket < $3
      GROUP BY GROUPING SETS ((1), ())`,
    sums,
  );
  const active = await activeMembers(q, params);
  const cash = await q.query<{ day: string; deposits: string; withdrawals: string }>(
    `SELECT ${localDay('c.bucket', '$4')} AS day,
            COALESCE(sum(c.money_in) FILTER (WHERE c.tx_kind = 'deposit'), 0)::bigint AS deposits,
            COALESCE(sum(c.money_out) FILTER (WHERE c.tx_kind = 'withdrawal.payout'), 0)::bigint AS withdrawals
       FROM team_cash_live c
      WHERE c.agent_id = $1 AND c.bucket >= $2 AND c.bucket < $3 AND c.tx_kind IN ('deposit', 'withdrawal.payout')
      GROUP BY 1`,
    sums,
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
    figures.validBet = Number(r.stake ?? 0);
    figures.payout = Number(r.payout ?? 0);
    figures.profit = figures.payout - figures.validBet;
  }
  for (const r of active) {
    const figures = r.day === null ? totals : byDay.get(r.day);
    if (figures) figures.activeMembers = r.n;
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

/**
 * Team members who played real money, per local day and over the whole range: from each
 * member's first and last round of every UTC day played (see member_play_days).
 */
function activeMembers(q: Queryable, params: unknown[]) {
  return q.query<{ day: string | null; n: number }>(
    `SELECT ${localDay('p.at', '$5')} AS day, count(DISTINCT p.member_id)::int AS n
       FROM member_tree t JOIN member_play_points p ON p.member_id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.merchant_id = $2 AND t.depth >= 1
        AND p.day >= ($3::timestamptz AT TIME ZONE 'UTC')::date AND p.day <= ($4::timestamptz AT TIME ZONE 'UTC')::date
        AND p.at >= $3 AND p.at < $4
      GROUP BY GROUPING SETS ((1), ())`,
    params,
  );
}
