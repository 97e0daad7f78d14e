import type { Static } from '@sinclair/typebox';
import type { getAccountRecord } from '../../../schemas/api/records';
import type { Queryable } from '../../db/database';
import { recordWindow } from './record-range';

type Input = Static<typeof getAccountRecord.request>;
type Answer = Static<typeof getAccountRecord.response>;
type Category = Answer['items'][number]['category'];

/** The SQL condition on a transaction kind `k` for each category. */
const CATEGORY_SQL: Record<Category, string> = {
  deposit: `k = 'deposit'`,
  withdrawal: `k LIKE 'withdrawal.%'`,
  transfer: `k LIKE 'transfer.%'`,
  game: `k IN ('bet', 'win', 'rollback')`,
  bonus: `(k LIKE 'bonus.%' OR k IN ('trial.credit', 'demo.credit'))`,
  other: `NOT (k = 'deposit' OR k LIKE 'withdrawal.%' OR k LIKE 'transfer.%' OR k IN ('bet', 'win', 'rollback')
           OR k LIKE 'bonus.%' OR k IN ('trial.credit', 'demo.credit'))`,
};

/** The SQL condition that a transaction kind in `column` belongs to `category`. */
export function categoryCondition(category: Category, column: string): string {
  return CATEGORY_SQL[category].replace(/\bk\b/g, column);
}

export function categoryOf(kind: string): Category {
  if (kind === 'deposit') return 'deposit';
  if (kind.startsWith('withdrawal.')) return 'withdrawal';
  if (kind.startsWith('transfer.')) return 'transfer';
  if (kind === 'bet' || kind === 'win' || kind === 'rollback') return 'game';
  if (kind.startsWith('bonus.') || kind === 'trial.credit' || kind === 'demo.credit') return 'bonus';
  return 'other';
}

function walletCode(kind: string): string {
  return kind.startsWith('vendor:') ? kind.slice('vendor:'.length) : kind;
}

/**
 * Every movement of the member's ledger accounts in the range: one row per ledger
 * entry (a transfer shows its two sides), with the account's balance after it.
 */
export async function accountRecord(
  q: Queryable,
  merchantId: number,
  memberId: number,
  input: Input,
): Promise<Answer> {
  const w = recordWindow(input);
  const params: unknown[] = [merchantId, memberId, w.from, w.to];
  const where = [`a.merchant_id = $1`, `a.member_id = $2`, `e.created_at >= $3`, `e.created_at < $4`];
  if (input.wallet) {
    params.push(input.wallet === 'main' || input.wallet === 'hold' ? input.wallet : `vendor:${input.wallet}`);
    where.push(`a.kind = $${params.length}`);
  }
  if (input.category) where.push(categoryCondition(input.category, 't.kind'));
  const from = `FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE ${where.join(' AND ')}`;
  const rows = await q.query<{
    id: number;
    created_at: Date;
    kind: string;
    account_kind: string;
    amount: number;
    balance_after: number;
    reference: string | null;
    transaction_id: number;
    memo: { game?: unknown; title?: unknown };
  }>(
    `SELECT e.id, e.created_at, t.kind, a.kind AS account_kind, e.amount, e.balance_after, t.reference,
            t.id AS transaction_id, t.memo
       ${from} ORDER BY e.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const [sums] = await q.query<{ n: number; money_in: number | null; money_out: number | null }>(
    `SELECT count(*)::int AS n,
            sum(CASE WHEN e.amount > 0 THEN e.amount ELSE 0 END)::bigint AS money_in,
            sum(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END)::bigint AS money_out
       ${from}`,
    params,
  );
  const moneyIn = Number(sums?.money_in ?? 0);
  const moneyOut = Number(sums?.money_out ?? 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      time: r.created_at.toISOString(),
      type: r.kind,
      category: categoryOf(r.kind),
      wallet: walletCode(r.account_kind),
      amount: r.amount,
      balanceAfter: r.balance_after,
      reference: publicReference(r.reference, r.transaction_id),
      detail:
        typeof r.memo?.game === 'string'
          ? r.memo.game
          : typeof r.memo?.title === 'string'
            ? r.memo.title
            : '',
    })),
    total: sums?.n ?? 0,
    totals: { moneyIn, moneyOut, net: moneyIn - moneyOut },
  };
}

/** What the member may see of a reference: business references as they are, internal ones as the transaction number. */
export function publicReference(reference: string | null, transactionId: number): string {
  if (!reference) return `TX${transactionId}`;
  if (reference.startsWith('round:')) return reference.slice('round:'.length);
  // Internal keys that name a member or a pair, not one movement: the transaction's own number.
  if (/^(member|upline|downline|demo|tx):/.test(reference)) return `TX${transactionId}`;
  return reference;
}
