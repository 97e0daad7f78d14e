import type { Static } from '@sinclair/typebox';
import type { listAgentTeam } from '../../../../schemas/api/agent-team';
import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';
import { balanceOf } from '../../ledger/ledger-accounts';
import { mayMakeAgents } from './agent-level';
import { downlineTransferLimits } from './transfer-limits';

type Answer = Static<typeof listAgentTeam.response>;
type Input = Static<typeof listAgentTeam.request>;

interface Row {
  username: string;
  nickname: string | null;
  is_agent: number;
  depth: number;
  upline: string;
  balance: string | number;
  status: string;
  last_login_at: Date | string | null;
  created_at: Date | string;
}

/** `%text%` for LIKE, with the pattern characters of the search taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * downlineManagmentView: the agent's team, read through the closure table with the
 * agent as ancestor in the same statement, so nobody outside the subtree is ever listed.
 * Direct downlines first, then deeper levels, each by username.
 */
export async function listTeam(
  q: Queryable,
  merchant: Merchant,
  agentId: number,
  input: Input,
): Promise<Answer> {
  const search = input.search?.trim();
  const params: unknown[] = [agentId, merchant.id];
  const where = ['t.ancestor_id = $1', 't.merchant_id = $2', 't.depth >= 1'];
  if (input.directOnly) where.push('t.depth = 1');
  if (search) {
    params.push(containsPattern(search));
    where.push(
      `(lower(m.username) LIKE $${params.length} OR lower(coalesce(m.nickname, '')) LIKE $${params.length})`,
    );
  }
  const wallet = `LEFT JOIN ledger_accounts a ON a.merchant_id = $2 AND a.member_id = m.id AND a.kind = 'main'`;
  const from = `FROM member_tree t JOIN members m ON m.id = t.descendant_id ${wallet} WHERE ${where.join(' AND ')}`;
  const [sums] = await q.query<{ n: number; balance: string | null }>(
    `SELECT count(*)::int AS n, sum(coalesce(a.balance, 0))::bigint AS balance ${from}`,
    params,
  );
  const rows = await q.query<Row>(
    `SELECT m.username, m.nickname, m.is_agent, t.depth, u.username AS upline,
            coalesce(a.balance, 0)::bigint AS balance, m.status, m.last_login_at, m.created_at
       FROM member_tree t JOIN members m ON m.id = t.descendant_id JOIN members u ON u.id = m.upline_id ${wallet}
      WHERE ${where.join(' AND ')}
      ORDER BY t.depth, lower(m.username)
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  return {
    items: rows.map((r) => ({
      username: r.username,
      nickname: r.nickname ?? r.username,
      isAgent: r.is_agent,
      depth: r.depth,
      upline: r.upline,
      balance: Number(r.balance),
      status: r.status,
      ...(r.last_login_at ? { lastLoginAt: iso(r.last_login_at) } : {}),
      joinedAt: iso(r.created_at),
    })),
    total: sums?.n ?? 0,
    totalBalance: Number(sums?.balance ?? 0),
    available: await balanceOf(q, merchant.id, { memberId: agentId, kind: 'main' }),
    ...downlineTransferLimits(merchant),
    canPromote: await mayMakeAgents(q, merchant, agentId),
  };
}
