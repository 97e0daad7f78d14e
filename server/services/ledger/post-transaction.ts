import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { accountLabel, LedgerAccountMissing } from './ledger-accounts';
import { lockAccounts, type LockedAccount } from './lock-accounts';
import type { AccountRef, PostedEntry, PostedTransaction, PostInput } from './ledger-types';

/** The transaction row as its INSERT returns it. */
interface ClaimedRow {
  id: number;
  reference: string | null;
  created_at: Date;
}

const KIND = /^[a-z][a-z0-9.:-]{1,63}$/;
const KEY = /^[\w:.-]{8,128}$/;

export interface PostOptions {
  /**
   * Accounts the caller already locked in this database transaction (by accountLabel),
   * with their balances as read under the lock; any other account is locked here.
   */
  locked?: ReadonlyMap<string, LockedAccount>;
}

/**
 * Post one balanced transaction inside the caller's database transaction `q`
 * (so it commits or rolls back with the business change it belongs to).
 * Accounts are locked in id order and balances checked; then one statement claims the
 * idempotency key and, only when the key is new, appends the entries and moves the
 * balances. A key already used answers its first result (or IDEMPOTENCY_MISMATCH).
 */
export async function postTransaction(
  q: Queryable,
  currency: string,
  input: PostInput,
  options: PostOptions = {},
): Promise<PostedTransaction> {
  checkShape(input);
  // A twin of this posting (same key) waits here, at the accounts' locks, until the first commits.
  const accounts = await accountsOf(q, input.merchantId, currency, input.postings, options.locked);
  let entries: PostedEntry[];
  try {
    entries = entriesOf(input, accounts);
  } catch (err) {
    // The first posting under this key may be what emptied the account: answer it.
    const repeat = input.idempotencyKey
      ? await findRepeat(q, { ...input, idempotencyKey: input.idempotencyKey })
      : undefined;
    if (repeat) return repeat;
    throw err;
  }
  const written = await writeTransaction(q, input, hashRequest(input), entries);
  if (!written) {
    // Only a key already used writes nothing; its transaction committed before ours began.
    const repeat = await findRepeat(q, { ...input, idempotencyKey: input.idempotencyKey ?? '' });
    if (!repeat) throw new ApiError(409, 'CONFLICT', 'The request is being processed, please retry');
    return repeat;
  }
  return {
    id: written.id,
    kind: input.kind,
    reference: written.reference,
    createdAt: written.created_at,
    entries,
    replayed: false,
  };
}

/** Post in a transaction of its own. */
export function post(db: Database, currency: string, input: PostInput): Promise<PostedTransaction> {
  return db.tx((q) => postTransaction(q, currency, input));
}

/** The entries of the postings, with the balances they leave; refuses a balance below zero. */
function entriesOf(input: PostInput, accounts: ReadonlyMap<string, LockedAccount>): PostedEntry[] {
  return input.postings.map((p) => {
    const acc = accounts.get(accountLabel(p.account)) as LockedAccount;
    acc.balance += p.amount;
    if (acc.balance < 0 && !acc.allowNegative) {
      throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', [
        { field: 'amount', message: `${accountLabel(p.account)} would go below zero` },
      ]);
    }
    return { accountId: acc.id, account: p.account, amount: p.amount, balanceAfter: acc.balance };
  });
}

/**
 * One statement: the transaction row (claiming the key), its entries and the accounts'
 * new balances. Data-modifying WITH parts always run whole; entries and balances are
 * written only when the row was (a key already used makes none), so undefined means
 * "this key was used before". unnest keeps the postings' order.
 */
async function writeTransaction(
  q: Queryable,
  input: PostInput,
  requestHash: string,
  entries: readonly PostedEntry[],
): Promise<ClaimedRow | undefined> {
  const balances = [...new Map(entries.map((e) => [e.accountId, e.balanceAfter]))];
  const rows = await q.query<ClaimedRow>(
    `WITH claimed AS (
       INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash, reference, memo, reverses_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING id, reference, created_at
     ), appended AS (
       INSERT INTO ledger_entries (transaction_id, account_id, merchant_id, amount, balance_after)
       SELECT claimed.id, e.account_id, $1, e.amount, e.balance_after
         FROM claimed, unnest($8::bigint[], $9::bigint[], $10::bigint[]) WITH ORDINALITY
              AS e(account_id, amount, balance_after, n)
        ORDER BY e.n
     ), moved AS (
       UPDATE ledger_accounts a SET balance = v.balance
         FROM claimed, unnest($11::bigint[], $12::bigint[]) AS v(id, balance)
        WHERE a.id = v.id
     )
     SELECT id, reference, created_at FROM claimed`,
    [
      input.merchantId,
      input.kind,
      input.idempotencyKey ?? null,
      requestHash,
      input.reference ?? null,
      JSON.stringify(input.memo ?? {}),
      input.reversesId ?? null,
      entries.map((e) => e.accountId),
      entries.map((e) => e.amount),
      entries.map((e) => e.balanceAfter),
      balances.map(([id]) => id),
      balances.map(([, balance]) => balance),
    ],
  );
  return rows[0];
}

/** The posted accounts, locked: those the caller holds already, the others locked here. */
async function accountsOf(
  q: Queryable,
  merchantId: number,
  currency: string,
  postings: PostInput['postings'],
  locked: ReadonlyMap<string, LockedAccount> | undefined,
): Promise<Map<string, LockedAccount>> {
  const refs = postings.map((p) => p.account);
  const held = locked && refs.map((ref) => [accountLabel(ref), locked.get(accountLabel(ref))] as const);
  if (held?.every(([, acc]) => acc)) {
    // Copies: the balances below move only if this posting goes through.
    return new Map(held.map(([label, acc]) => [label, { ...(acc as LockedAccount) }]));
  }
  try {
    return await lockAccounts(q, merchantId, currency, refs);
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
