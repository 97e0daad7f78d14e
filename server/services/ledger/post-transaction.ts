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
 * Accounts are locked in id order, balances checked, entries appended.
 */
export async function postTransaction(
  q: Queryable,
  currency: string,
  input: PostInput,
  options: PostOptions = {},
): Promise<PostedTransaction> {
  checkShape(input);
  const requestHash = hashRequest(input);

  if (input.idempotencyKey) {
    // Claim the key first: a concurrent twin waits here until the first commits, then finds it.
    const claimed = await q.query<ClaimedRow>(
      `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, request_hash, reference, memo, reverses_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING id, reference, created_at`,
      [
        input.merchantId,
        input.kind,
        input.idempotencyKey,
        requestHash,
        input.reference ?? null,
        JSON.stringify(input.memo ?? {}),
        input.reversesId ?? null,
      ],
    );
    if (!claimed[0]) return replay(q, input.merchantId, input.idempotencyKey, requestHash);
    return applyEntries(q, currency, input, claimed[0], options.locked);
  }
  const created = await q.query<ClaimedRow>(
    `INSERT INTO ledger_transactions (merchant_id, kind, request_hash, reference, memo, reverses_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, reference, created_at`,
    [
      input.merchantId,
      input.kind,
      requestHash,
      input.reference ?? null,
      JSON.stringify(input.memo ?? {}),
      input.reversesId ?? null,
    ],
  );
  return applyEntries(q, currency, input, created[0] as ClaimedRow, options.locked);
}

/** Post in a transaction of its own. */
export function post(db: Database, currency: string, input: PostInput): Promise<PostedTransaction> {
  return db.tx((q) => postTransaction(q, currency, input));
}

async function applyEntries(
  q: Queryable,
  currency: string,
  input: PostInput,
  claimed: ClaimedRow,
  locked: ReadonlyMap<string, LockedAccount> | undefined,
): Promise<PostedTransaction> {
  const accounts = await accountsOf(q, input.merchantId, currency, input.postings, locked);

  const entries: PostedEntry[] = input.postings.map((p) => {
    const acc = accounts.get(accountLabel(p.account)) as LockedAccount;
    acc.balance += p.amount;
    if (acc.balance < 0 && !acc.allowNegative) {
      throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'Insufficient balance', [
        { field: 'amount', message: `${accountLabel(p.account)} would go below zero` },
      ]);
    }
    return { accountId: acc.id, account: p.account, amount: p.amount, balanceAfter: acc.balance };
  });

  // Entries and balances in one statement (a data-modifying WITH always runs whole);
  // unnest keeps the postings' order. Only the posted accounts' balances are written.
  const touched = [...new Map(entries.map((e) => [e.accountId, e.balanceAfter]))];
  await q.query(
    `WITH appended AS (
       INSERT INTO ledger_entries (transaction_id, account_id, merchant_id, amount, balance_after)
       SELECT $1, e.account_id, $2, e.amount, e.balance_after
         FROM unnest($3::bigint[], $4::bigint[], $5::bigint[]) AS e(account_id, amount, balance_after)
     )
     UPDATE ledger_accounts a SET balance = v.balance
       FROM unnest($6::bigint[], $7::bigint[]) AS v(id, balance)
      WHERE a.id = v.id`,
    [
      claimed.id,
      input.merchantId,
      entries.map((e) => e.accountId),
      entries.map((e) => e.amount),
      entries.map((e) => e.balanceAfter),
      touched.map(([id]) => id),
      touched.map(([, balance]) => balance),
    ],
  );
  return {
    id: claimed.id,
    kind: input.kind,
    reference: claimed.reference,
    createdAt: claimed.created_at,
    entries,
    replayed: false,
  };
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
  if (locked && refs.every((ref) => locked.has(accountLabel(ref)))) {
    // Copies: the balances below move only if this posting goes through.
    return new Map(
      refs.map((ref) => [accountLabel(ref), { ...(locked.get(accountLabel(ref)) as LockedAccount) }]),
    );
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
  const known = await q.query<{ id: number }>(
    'SELECT id FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
    [input.merchantId, input.idempotencyKey],
  );
  if (!known[0]) return undefined;
  return replay(q, input.merchantId, input.idempotencyKey, hashRequest(input));
}

async function replay(
  q: Queryable,
  merchantId: number,
  key: string,
  requestHash: string,
): Promise<PostedTransaction> {
  const rows = await q.query<{
    id: number;
    kind: string;
    request_hash: string;
    reference: string | null;
    created_at: Date;
  }>(
    'SELECT id, kind, request_hash, reference, created_at FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
    [merchantId, key],
  );
  const tx = rows[0];
  if (!tx) throw new ApiError(409, 'CONFLICT', 'The request is being processed, please retry');
  if (tx.request_hash !== requestHash) {
    throw new ApiError(
      409,
      'IDEMPOTENCY_MISMATCH',
      'This idempotency key was already used for a different request',
      [{ field: 'idempotencyKey', message: 'already used for a different request' }],
    );
  }
  return { ...(await loadTransaction(q, tx.id)), replayed: true };
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
