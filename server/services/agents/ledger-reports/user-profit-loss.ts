import type { Static } from '@sinclair/typebox';
import type { getUserProfitLoss } from '../../../../schemas/api/agent-ledger-reports';
import { BETTING_REBATE_KIND, REFERRAL_REBATE_KIND } from '../../../../schemas/api/agent-ledger-types';
import type { Queryable } from '../../../db/database';
import type { RecordWindow } from '../../records/record-range';
import { agentWindow } from '../report-window';

type Input = Static<typeof getUserProfitLoss.request>;
type Answer = Static<typeof getUserProfitLoss.response>;
type Figures = Answer['totals'];

interface FigureRow {
  id: number | null;
  deposits: string | null;
  withdrawals: string | null;
  valid_bet: string | null;
  win: string | null;
  promotions: string | null;
}

/** Promotions and rebates a player is credited: bonuses (net of forfeits) and player rebates. */
const promotion = (kind: string) =>
  `(${kind} LIKE 'bonus.%' OR ${kind} IN ('${BETTING_REBATE_KIND}', '${REFERRAL_REBATE_KIND}'))`;
const PROMOTION_SQL = promotion('x.kind');

/**
 * palStatementsAgentCopy: the team's members (the closure table with the agent as
 * ancestor, so nobody outside the subtree is listed or summed), a page of them with
 * their figures, and the figures summed over every member that matches the search.
 */
export async function userProfitLoss(
  q: Queryable,
  merchantId: number,
  agentId: number,
  input: Input,
): Promise<Answer> {
  const w = agentWindow(input);
  const params: unknown[] = [agentId, merchantId];
  const team = ['t.ancestor_id = $1', 't.merchant_id = $2', 't.depth >= 1'];
  const search = input.username?.trim().toLowerCase();
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    team.push(`lower(m.username) LIKE $${params.length}`);
  }
  const teamSql = `SELECT t.descendant_id AS id, t.depth, m.username
      FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE ${team.join(' AND ')}`;
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${teamSql}) s`, params);
  const page = await q.query<{ id: number; depth: number; username: string }>(
    `${teamSql} ORDER BY t.depth, lower(m.username)
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  // The window after the team's parameters: $from and $to below.
  const from = `$${params.length + 1}`;
  const to = `$${params.length + 2}`;
  const windowed = [...params, w.from, w.to];
  // The same figures, once per member of the page and once summed over everyone who matches.
  const figures = (members: string, extra: unknown[]) =>
    q.query<FigureRow>(
      `WITH team AS (${members}),
       bets AS (
         SELECT r.member_id AS id, sum(r.stake)::bigint AS valid_bet, sum(r.payout)::bigint AS win
           FROM team JOIN game_rounds r ON r.member_id = team.id
          WHERE r.merchant_id = $2 AND r.status = 'settled' AND r.wallet = 'main'
            AND r.created_at >= ${from} AND r.created_at < ${to}
          GROUP BY r.member_id),
       cash AS (
         SELECT a.member_id AS id,
                sum(e.amount) FILTER (WHERE x.kind = 'deposit' AND a.kind = 'main')::bigint AS deposits,
                (-sum(e.amount) FILTER (WHERE x.kind = 'withdrawal.payout'))::bigint AS withdrawals,
                sum(e.amount) FILTER (WHERE ${PROMOTION_SQL} AND a.kind = 'main')::bigint AS promotions
           FROM team
           JOIN ledger_accounts a ON a.member_id = team.id AND a.merchant_id = $2 AND a.kind IN ('main', 'hold')
           JOIN ledger_entries e ON e.account_id = a.id
           JOIN ledger_transactions x ON x.id = e.transaction_id
          WHERE e.created_at >= ${from} AND e.created_at < ${to}
            AND (x.kind IN ('deposit', 'withdrawal.payout') OR ${PROMOTION_SQL})
          GROUP BY a.member_id)
       SELECT team.id, sum(c.deposits)::bigint AS deposits, sum(c.withdrawals)::bigint AS withdrawals,
              sum(b.valid_bet)::bigint AS valid_bet, sum(b.win)::bigint AS win, sum(c.promotions)::bigint AS promotions
         FROM team LEFT JOIN bets b ON b.id = team.id LEFT JOIN cash c ON c.id = team.id
        GROUP BY GROUPING SETS ((team.id), ())`,
      [...windowed, ...extra],
    );
  const pageRows = page.length
    ? await figures(`SELECT id FROM (${teamSql}) s WHERE id = ANY($${windowed.length + 1}::bigint[])`, [
        page.map((p) => p.id),
      ])
    : [];
  // Everyone matching a search, from their rows; the whole team, from the sums kept per agent.
  const allRows = search ? await figures(`SELECT id FROM (${teamSql}) s`, []) : await teamSums(q, agentId, w);
  const byId = new Map(pageRows.filter((r) => r.id !== null).map((r) => [Number(r.id), toFigures(r)]));
  const empty = toFigures(undefined);
  return {
    items: page.map((p) => ({ username: p.username, level: p.depth, ...(byId.get(Number(p.id)) ?? empty) })),
    total: count?.n ?? 0,
    totals: toFigures(allRows.find((r) => r.id === null)),
  };
}

/** The whole team's figures from the quarter-hour sums: the same kinds and wallets as `figures`. */
function teamSums(q: Queryable, agentId: number, w: RecordWindow): Promise<FigureRow[]> {
  const net = (where: string) => `sum(c.money_in - c.money_out) FILTER (WHERE ${where})`;
  return q.query<FigureRow>(
    `WITH cash AS (
       SELECT ${net(`c.tx_kind = 'deposit' AND c.account_kind = 'main'`)}::bigint AS deposits,
              (-${net(`c.tx_kind = 'withdrawal.payout' AND c.account_kind IN ('main', 'hold')`)})::bigint AS withdrawals,
              ${net(`${promotion('c.tx_kind')} AND c.account_kind = 'main'`)}::bigint AS promotions
         FROM team_cash_live c WHERE c.agent_id = $1 AND c.bucket >= $2 AND c.bucket < $3),
     play AS (
       SELECT sum(p.valid_bet)::bigint AS valid_bet, sum(p.payout)::bigint AS win
         FROM team_play_live p WHERE p.agent_id = $1 AND p.bucket >= $2 AND p.bucket < $3)
     SELECT NULL::bigint AS id, cash.*, play.* FROM cash, play`,
    [agentId, w.from, w.to],
  );
}

function toFigures(r: FigureRow | undefined): Figures {
  const validBet = Number(r?.valid_bet ?? 0);
  const win = Number(r?.win ?? 0);
  const promotions = Number(r?.promotions ?? 0);
  return {
    deposits: Number(r?.deposits ?? 0),
    withdrawals: Number(r?.withdrawals ?? 0),
    validBet,
    win,
    promotions,
    profit: win - validBet + promotions,
  };
}
