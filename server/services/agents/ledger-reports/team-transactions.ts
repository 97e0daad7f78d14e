import type { Static } from '@sinclair/typebox';
import type { getTeamTransactions } from '../../../../schemas/api/agent-ledger-reports';
import { teamTransactionTypeOf } from '../../../../schemas/api/agent-ledger-types';
import type { Queryable } from '../../../db/database';
import { publicReference } from '../../records/account-record';
import { agentWindow } from '../report-window';
import { teamReportScope } from '../team-scope';
import { kindCondition } from './kind-condition';

type Input = Static<typeof getTeamTransactions.request>;
type Answer = Static<typeof getTeamTransactions.response>;
type Sums = { n: number; money_in: string | null; money_out: string | null };

/**
 * agentDownlineTransactionDetailsCopy: the entries of the team's main wallets (the
 * wallet a member's balance is), reached through the closure table with the agent as
 * ancestor in the same statement, so no entry outside the subtree is read.
 */
export async function teamTransactions(
  q: Queryable,
  merchantId: number,
  agentId: number,
  input: Input,
): Promise<Answer> {
  const w = agentWindow(input);
  const { params, where } = await teamReportScope(
    q,
    merchantId,
    agentId,
    { from: w.from, to: w.to, column: 'e.created_at' },
    input.username,
    'tr',
  );
  if (input.type) where.push(kindCondition(input.type, 't.kind'));
  const joins = `FROM member_tree tr
     JOIN ledger_accounts a ON a.member_id = tr.descendant_id AND a.merchant_id = $2 AND a.kind = 'main'
     JOIN ledger_entries e ON e.account_id = a.id
     JOIN ledger_transactions t ON t.id = e.transaction_id`;
  const from = `${joins} WHERE ${where.join(' AND ')}`;
  const [sums] = input.username?.trim()
    ? await q.query<Sums>(
        `SELECT count(*)::int AS n,
                sum(e.amount) FILTER (WHERE e.amount > 0)::bigint AS money_in,
                (-sum(e.amount) FILTER (WHERE e.amount < 0))::bigint AS money_out
           ${from}`,
        params,
      )
    : await q.query<Sums>(
        // The whole team: from the quarter-hour sums kept per agent.
        `SELECT COALESCE(sum(c.entries), 0)::int AS n, sum(c.money_in)::bigint AS money_in,
                sum(c.money_out)::bigint AS money_out
           FROM team_cash_live c
          WHERE c.agent_id = $1 AND c.account_kind = 'main' AND c.bucket >= $2 AND c.bucket < $3
            ${input.type ? `AND ${kindCondition(input.type, 'c.tx_kind')}` : ''}`,
        [agentId, w.from, w.to],
      );
  const rows = await q.query<{
    id: number;
    created_at: Date | string;
    kind: string;
    username: string;
    amount: string;
    balance_after: string;
    reference: string | null;
    transaction_id: number;
    memo: { game?: unknown; title?: unknown; channel?: unknown } | null;
  }>(
    `SELECT e.id, e.created_at, t.kind, m.username, e.amount, e.balance_after, t.reference,
            t.id AS transaction_id, t.memo
       ${joins} JOIN members m ON m.id = tr.descendant_id WHERE ${where.join(' AND ')}
      ORDER BY e.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const moneyIn = Number(sums?.money_in ?? 0);
  const moneyOut = Number(sums?.money_out ?? 0);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      type: teamTransactionTypeOf(r.kind),
      time: new Date(r.created_at).toISOString(),
      username: r.username,
      orderNo: publicReference(r.reference, r.transaction_id),
      remark: remarkOf(r.memo),
      balanceAfter: Number(r.balance_after),
      amount: Number(r.amount),
    })),
    total: sums?.n ?? 0,
    totals: { moneyIn, moneyOut, net: moneyIn - moneyOut },
  };
}

/** The words stored with a movement: the game, the reward's title, the channel, the sender's note. */
export function remarkOf(
  memo: { game?: unknown; title?: unknown; channel?: unknown; period?: unknown; remark?: unknown } | null,
) {
  for (const v of [memo?.game, memo?.title, memo?.period, memo?.channel, memo?.remark])
    if (typeof v === 'string') return v;
  return '';
}
