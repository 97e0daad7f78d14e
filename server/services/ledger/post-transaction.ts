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

/**
 * Post one balanced transaction inside the caller's database transaction `q`
 * (so it commits or rolls back with the business change it belongs to).
 * Accounts are locked in id order, balances checked, entries appended.
 */
export async function postTransaction(
  q: Queryable,
  currency: string,
  input: PostInput,
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
    return applyEntries(q, currency, input, claimed[0]);
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
  return applyEntries(q, currency, input, created[0] as ClaimedRow);
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
): Promise<PostedTransaction> {
  let accounts: Map<string, LockedAccount>;
  try {
    accounts = await lockAccounts(
      q,
      input.merchantId,
      currency,
      input.postings.map((p) => p.account),
    );
  } catch (err) {
    if (err instanceof LedgerAccountMissing) throw ApiError.notFound('Account');
    throw err;
  }

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

  // All entries in one statement, then all balances in one: unnest keeps the postings' order.
  await q.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, merchant_id, amount, balance_after)
     SELECT $1, e.account_id, $2, e.amount, e.balance_after
       FROM unnest($3::bigint[], $4::bigint[], $5::bigint[]) AS e(account_id, amount, balance_after)`,
    [
      claimed.id,
      input.merchantId,
      entries.map((e) => e.accountId),
      entries.map((e) => e.amount),
      entries.map((e) => e.balanceAfter),
    ],
  );
  const touched = [...accounts.values()];
  await q.query(
    `UPDATE ledger_accounts a SET balance = v.balance
       FROM unnest($1::bigint[], $2::bigint[]) AS v(id, balance)
      WHERE a.id = v.id`,
    [touched.map((a) => a.id), touched.map((a) => a.balance)],
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

function hashRequest(input: PostInput): string {
  const canonical = JSON.stringify([
    input.kind,
    input.reference ?? null,
    input.postings.map((p) => [accountLabel(p.account), p.amount]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
