import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { loadTransaction, postTransaction } from './post-transaction';
import type { PostedTransaction } from './ledger-types';

/**
 * Undo a transaction by posting its entries negated (corrections never update
 * rows). A transaction is reversed at most once; the reversal may be refused when
 * a member has spent the money since (balances may not go negative).
 */
export async function reverseTransaction(
  q: Queryable,
  currency: string,
  opts: {
    merchantId: number;
    transactionId: number;
    kind?: string;
    idempotencyKey?: string;
    memo?: Record<string, unknown>;
  },
): Promise<PostedTransaction> {
  const owner = await q.query<{ merchant_id: number }>(
    'SELECT merchant_id FROM ledger_transactions WHERE id = $1',
    [opts.transactionId],
  );
  if (owner[0]?.merchant_id !== opts.merchantId) throw ApiError.notFound('Transaction');
  const already = await q.query<{ id: number }>('SELECT id FROM ledger_transactions WHERE reverses_id = $1', [
    opts.transactionId,
  ]);
  if (already[0]) throw ApiError.conflict('This transaction was already reversed');
  const original = await loadTransaction(q, opts.transactionId);
  return postTransaction(q, currency, {
    merchantId: opts.merchantId,
    kind: opts.kind ?? 'reversal',
    reversesId: original.id,
    reference: original.reference ?? `tx:${original.id}`,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    memo: { ...opts.memo, reverses: original.id },
    postings: original.entries.map((e) => ({ account: e.account, amount: -e.amount })),
  });
}
