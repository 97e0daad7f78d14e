import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { accountLabel, ensureAccount, LedgerAccountMissing } from './ledger-accounts';
import type { AccountRef, PostedTransaction, PostInput, Posting } from './ledger-types';

/** What `ledger_post` (migration 20261125T1100) answers. */
interface PostRow {
  outcome: 'posted' | 'missing' | 'insufficient' | 'repeat';
  /** 1-based index of the posting that was missing or short. */
  failed: number | null;
  tx_id: number | null;
  tx_reference: string | null;
  tx_created_at: Date | null;
  account_ids: (number | string)[] | null;
  balances_after: (number | string)[] | null;
}

const KIND = /^[a-z][a-z0-9.:-]{1,63}$/;
const KEY = /^[\w:.-]{8,128}$/;

/**
 * Post one balanced transaction. `q` is the caller's database transaction (so the
 * posting commits or rolls back with the business change it belongs to), or the
 * database itself for a posting that stands alone: it is then one statement, and the
 * accounts' locks are never held across a round trip.
 *
 * One call to `ledger_post` locks the accounts in id order, checks the balances the
 * postings leave, claims the idempotency key and, only when the key is new, appends the
 * entries and moves the balances. A key already used answers its first result (or
 * IDEMPOTENCY_MISMATCH).
 */
export async function postTransaction(
  q: Queryable,
  currency: string,
  input: PostInput,
): Promise<PostedTransaction> {
  checkShape(input);
  const hash = hashRequest(input);
  // A twin of this posting (same key) waits at the accounts' locks until the first commits.
  let row = await callPost(q, input, hash);
  if (row.outcome === 'missing') {
    // First use of an account: create them (refusing a member of another merchant) and go again.
    await createAccounts(q, input.merchantId, currency, input.postings);
    row = await callPost(q, input, hash);
    if (row.outcome === 'missing') throw ApiError.notFound('Account');
  }
  if (row.outcome === 'insufficient') {
    // The first posting under this key may be what emptied the account: answer it.
    const repeat = input.idempotencyKey
      ? await findRepeat(q, { ...input, idempotencyKey: input.idempotencyKey })
      : undefined;
    if (repeat) return repeat;
    const short = input.postings[(row.failed ?? 1) - 1] as Posting;
    throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', [
      { field: 'amount', message: `${accountLabel(short.account)} would go below zero` },
    ]);
  }
  if (row.outcome === 'repeat') {
    // Only a key already used writes nothing; its transaction committed before ours began.
    const repeat = await findRepeat(q, { ...input, idempotencyKey: input.idempotencyKey ?? '' });
    if (!repeat) throw new ApiError(409, 'CONFLICT', 'The request is being processed, please retry');
    return repeat;
  }
  const ids = row.account_ids ?? [];
  const after = row.balances_after ?? [];
  return {
    id: Number(row.tx_id),
    kind: input.kind,
    reference: row.tx_reference,
    createdAt: row.tx_created_at as Date,
    entries: input.postings.map((p, i) => ({
      accountId: Number(ids[i]),
      account: p.account,
      amount: p.amount,
      balanceAfter: Number(after[i]),
    })),
    replayed: false,
  };
}

/** Post in a statement of its own (no business change goes with it). */
export function post(db: Database, currency: string, input: PostInput): Promise<PostedTransaction> {
  return postTransaction(db, currency, input);
}

async function callPost(q: Queryable, input: PostInput, hash: string): Promise<PostRow> {
  const rows = await q.query<PostRow>('SELECT * FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
    input.merchantId,
    input.kind,
    input.idempotencyKey ?? null,
    hash,
    input.reference ?? null,
    JSON.stringify(input.memo ?? {}),
    input.reversesId ?? null,
    input.postings.map((p) => ('memberId' in p.account ? p.account.memberId : null)),
    input.postings.map((p) => ('memberId' in p.account ? p.account.kind : p.account.system)),
    input.postings.map((p) => p.amount),
  ]);
  return rows[0] as PostRow;
}

async function createAccounts(
  q: Queryable,
  merchantId: number,
  currency: string,
  postings: readonly Posting[],
): Promise<void> {
  const refs = new Map(postings.map((p) => [accountLabel(p.account), p.account]));
  try {
    for (const ref of refs.values()) await ensureAccount(q, merchantId, currency, ref);
  } catch (err) {
    if (err instanceof LedgerAccountMissing) throw ApiError.notFound('Account');
    throw err;
  }
}

/**
 * The transaction an idempotency key already made, when its request was the same one;
 * IDEMPOTENCY_MISMATCH when the key was used for another request; undefined when unused.
 */
export async function findRepeat(
  q: Queryable,
  input: Pick<PostInput, 'merchantId' | 'kind' | 'reference' | 'fingerprint' | 'postings'> & {
    idempotencyKey: string;
  },
): Promise<PostedTransaction | undefined> {
  const rows = await q.query<{ id: number; request_hash: string }>(
    'SELECT id, request_hash FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
    [input.merchantId, input.idempotencyKey],
  );
  const earlier = rows[0];
  if (!earlier) return undefined;
  if (earlier.request_hash !== hashRequest(input)) {
    throw new ApiError(
      409,
      'IDEMPOTENCY_MISMATCH',
      'This idempotency key was already used for a different request',
      [{ field: 'idempotencyKey', message: 'already used for a different request' }],
    );
  }
  return { ...(await loadTransaction(q, earlier.id)), replayed: true };
}

/** A stored transaction with its entries. */
export async function loadTransaction(q: Queryable, id: number): Promise<PostedTransaction> {
  const [tx] = await q.query<{ id: number; kind: string; reference: string | null; created_at: Date }>(
    'SELECT id, kind, reference, created_at FROM ledger_transactions WHERE id = $1',
    [id],
  );
  if (!tx) throw ApiError.notFound('Transaction');
  const rows = await q.query<{
    account_id: number;
    amount: number;
    balance_after: number;
    member_id: number | null;
    kind: string;
  }>(
    `SELECT e.account_id, e.amount, e.balance_after, a.member_id, a.kind
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transaction_id = $1 ORDER BY e.id`,
    [id],
  );
  return {
    id: tx.id,
    kind: tx.kind,
    reference: tx.reference,
    createdAt: tx.created_at,
    replayed: false,
    entries: rows.map((r) => ({
      accountId: r.account_id,
      account: (r.member_id === null
        ? { system: r.kind }
        : { memberId: r.member_id, kind: r.kind }) as AccountRef,
      amount: r.amount,
      balanceAfter: r.balance_after,
    })),
  };
}

function checkShape(input: PostInput): void {
  if (!KIND.test(input.kind)) throw ApiError.validation('kind', 'is not a valid transaction kind');
  if (input.idempotencyKey !== undefined && !KEY.test(input.idempotencyKey)) {
    throw ApiError.validation('idempotencyKey', 'must be 8 to 128 letters, digits, or :._-');
  }
  if (input.postings.length < 2)
    throw ApiError.validation('amount', 'a transaction needs at least two postings');
  let sum = 0;
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw ApiError.validation('amount', 'must be a non-zero whole number of minor units');
    sum += p.amount;
  }
  if (sum !== 0) throw ApiError.validation('amount', 'postings must balance to zero');
}

function hashRequest(input: Pick<PostInput, 'kind' | 'reference' | 'fingerprint' | 'postings'>): string {
  const canonical = JSON.stringify([
    input.kind,
    input.reference ?? null,
    input.fingerprint !== undefined
      ? { fingerprint: input.fingerprint }
      : input.postings.map((p) => [accountLabel(p.account), p.amount]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
