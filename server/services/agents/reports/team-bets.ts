import type { Static } from '@sinclair/typebox';
import type { getTeamBets } from '../../../../schemas/api/agent-reports';
import type { Queryable } from '../../../db/database';
import type { RecordWindow } from '../../records/record-range';
import { agentWindow } from '../report-window';
import { teamReportScope } from '../team-scope';

type Answer = Static<typeof getTeamBets.response>;
type Input = Static<typeof getTeamBets.request>;

interface SumRow {
  game_type: string | null;
  rounds: number;
  stake: string | null;
  valid_bet: string | null;
  win: string | null;
}

const sums = (r: SumRow | undefined) => {
  const validBet = Number(r?.valid_bet ?? 0);
  const win = Number(r?.win ?? 0);
  return { rounds: r?.rounds ?? 0, stake: Number(r?.stake ?? 0), validBet, win, profit: win - validBet };
};

/**
 * personalHistoryCopy: the team's rounds, joined through the closure table with the
 * agent as ancestor in the same statement, so no round outside the subtree is read.
 * Totals in all and by game type: for the whole team from the sums kept per agent, for
 * one member from a grouped scan of that member's rows.
 */
export async function teamBets(
  q: Queryable,
  merchantId: number,
  agentId: number,
  input: Input,
): Promise<Answer> {
  const w = agentWindow(input);
  // A name outside the team is NOT_FOUND on `username`, like every agent call.
  const { params, where } = await teamReportScope(
    q,
    merchantId,
    agentId,
    { from: w.from, to: w.to, column: 'r.created_at' },
    input.username,
    't',
  );
  where.push('r.merchant_id = $2', "r.wallet = 'main'");
  if (input.gameType) {
    params.push(input.gameType);
    where.push(`r.game_type = $${params.length}`);
  }
  const grouped = input.username?.trim()
    ? await q.query<SumRow>(
        `SELECT r.game_type, count(*)::int AS rounds, sum(r.stake)::bigint AS stake,
                sum(r.stake) FILTER (WHERE r.status = 'settled')::bigint AS valid_bet,
                sum(r.payout) FILTER (WHERE r.status = 'settled')::bigint AS win
           FROM member_tree t JOIN game_rounds r ON r.member_id = t.descendant_id WHERE ${where.join(' AND ')}
          GROUP BY GROUPING SETS ((r.game_type), ())`,
        params,
      )
    : await teamSums(q, agentId, w, input.gameType);
  const rows = await q.query<{
    username: string;
    superior: string;
    round_id: string;
    vendor: string;
    game_type: string;
    game_name: string;
    stake: string;
    payout: string;
    status: 'open' | 'settled' | 'rolled_back';
    created_at: Date | string;
  }>(
    `SELECT m.username, u.username AS superior, r.round_id, r.vendor, r.game_type, r.game_name, r.stake, r.payout,
            r.status, r.created_at
       FROM member_tree t JOIN game_rounds r ON r.member_id = t.descendant_id
       JOIN members m ON m.id = r.member_id JOIN members u ON u.id = m.upline_id
      WHERE ${where.join(' AND ')}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const all = grouped.find((g) => g.game_type === null);
  return {
    items: rows.map((r) => {
      const settled = r.status === 'settled';
      const stake = Number(r.stake);
      const win = settled ? Number(r.payout) : 0;
      return {
        username: r.username,
        superior: r.superior,
        orderNo: r.round_id,
        vendor: r.vendor,
        gameType: r.game_type,
        gameName: r.game_name,
        stake,
        validBet: settled ? stake : 0,
        win,
        profit: settled ? win - stake : 0,
        status: r.status,
        time: new Date(r.created_at).toISOString(),
      };
    }),
    total: all?.rounds ?? 0,
    totals: sums(all),
    byGameType: grouped
      .filter((g) => g.game_type !== null)
      .map((g) => ({ gameType: g.game_type as string, ...sums(g) }))
      .sort((a, b) => (a.gameType < b.gameType ? -1 : 1)),
  };
}

/** The whole team's totals, in all and by game type, from the quarter-hour sums. */
function teamSums(q: Queryable, agentId: number, w: RecordWindow, gameType: string | undefined) {
  return q.query<SumRow>(
    `SELECT p.game_type, COALESCE(sum(p.rounds), 0)::int AS rounds, sum(p.stake)::bigint AS stake,
            sum(p.valid_bet)::bigint AS valid_bet, sum(p.payout)::bigint AS win
       FROM team_play_live p
      WHERE p.agent_id = $1 AND p.bucket >= $2 AND p.bucket < $3 AND ($4::text IS NULL OR p.game_type = $4)
      GROUP BY GROUPING SETS ((p.game_type), ())`,
    [agentId, w.from, w.to, gameType ?? null],
  );
}
