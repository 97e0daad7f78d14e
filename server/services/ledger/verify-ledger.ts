import type { Queryable } from '../../db/database';

export interface LedgerCheck {
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: number[];
  /** Accounts whose cached balance differs from the sum of their entries. */
  driftedAccounts: number[];
  /** Accounts below zero that may not be. */
  negativeAccounts: number[];
  /** Sum of every account's balance: always 0 in a double-entry ledger. */
  total: number;
}

/** Check the ledger's invariants for one merchant (tests, ops `ledger verify`). */
export async function verifyLedger(q: Queryable, merchantId: number): Promise<LedgerCheck> {
  const unbalanced = await q.query<{ id: number }>(
    `SELECT transaction_id AS id FROM ledger_entries WHERE merchant_id = $1
      GROUP BY transaction_id HAVING sum(amount) <> 0`,
    [merchantId],
  );
  const drifted = await q.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_entries WHERE merchant_id = $1 GROUP BY account_id) e
         ON e.account_id = a.id
      WHERE a.merchant_id = $1 AND a.balance <> coalesce(e.s, 0)`,
    [merchantId],
  );
  const negative = await q.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND balance < 0 AND NOT allow_negative',
    [merchantId],
  );
  const total = await q.query<{ total: number | null }>(
    'SELECT sum(balance)::bigint AS total FROM ledger_accounts WHERE merchant_id = $1',
    [merchantId],
  );
  return {
    unbalancedTransactions: unbalanced.map((r) => r.id),
    driftedAccounts: drifted.map((r) => r.id),
    negativeAccounts: negative.map((r) => r.id),
    total: Number(total[0]?.total ?? 0),
  };
}
