import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { markReplayed } from './replayed-answers';
import { canonicalJson, requestHash } from './request-hash';

/** What makes a money call one call: its key, and the request that key stands for. */
export interface MoneyCall {
  /** The contract call (endpoint id, e.g. `wallet.transfer`): keys of different calls never meet. */
  call: string;
  /**
   * The key within the merchant: a member's submission key (`memberKey`), a vendor's round
   * (`<vendor>:<round id>`), a deposit's reference.
   */
  key: string;
  /** The request field that carries the key, named when a key is reused for another request. */
  keyField: string;
  /** What defines the request, secrets (passwords) left out: amounts, wallets, items... */
  request: Record<string, unknown>;
}

export interface AnswerOnceOptions {
  /**
   * Checks that have their own lasting effect (the payment password counts wrong tries),
   * run after a stored answer was looked for and before the call's transaction: a retry of
   * a call that committed is answered without them.
   */
  before?: () => Promise<void>;
}

interface StoredRow {
  request_hash: string;
  request: Record<string, unknown>;
  answer: unknown;
  created_at: Date | string;
}

/** A member's submission key, scoped to the member so members never meet each other's keys. */
export function memberKey(memberId: number, clientKey: string): string {
  return `m${memberId}:${clientKey}`;
}

/**
 * The one rule of every call that moves money or value: the call's work and its answer
 * commit together, in one transaction that first claims the key. A retry with the same
 * key and request gets that first answer again (marked as a replay: `isReplayed`); the
 * same key with another request is refused with IDEMPOTENCY_MISMATCH, naming the first.
 * A twin sent while the first is still running waits at the claim and is then answered
 * like a retry. A call that fails commits nothing, so its retry runs afresh.
 */
export async function answerOnce<T extends object>(
  db: Database,
  merchantId: number,
  call: MoneyCall,
  work: (q: Queryable) => Promise<T>,
  options: AnswerOnceOptions = {},
): Promise<T> {
  const hash = requestHash(call.request);
  if (options.before) {
    const earlier = await storedAnswer(db, merchantId, call, hash);
    if (earlier) return earlier as T;
    await options.before();
  }
  return db.tx((q) => answerOnceIn(q, merchantId, call, work, hash));
}

/**
 * `answerOnce` inside a transaction the caller already holds (a call that is part of a
 * larger one): claim, work and answer commit or roll back with it.
 */
export async function answerOnceIn<T extends object>(
  q: Queryable,
  merchantId: number,
  call: MoneyCall,
  work: (q: Queryable) => Promise<T>,
  hash = requestHash(call.request),
): Promise<T> {
  const claimed = await q.query(
    `INSERT INTO first_answers (merchant_id, call, key, request_hash, request) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (merchant_id, call, key) DO NOTHING RETURNING 1`,
    [merchantId, call.call, call.key, hash, canonicalJson(call.request)],
  );
  if (claimed.length === 0) {
    // Claimed before, by a call that committed (a twin in flight was waited for).
    const earlier = await storedAnswer(q, merchantId, call, hash);
    if (earlier) return earlier as T;
    throw new ApiError(409, 'CONFLICT', 'The same request is being processed; please retry');
  }
  // The answer as it will be stored and read back: plain JSON, no Date or undefined.
  const answer = JSON.parse(JSON.stringify(await work(q))) as T;
  await q.query('UPDATE first_answers SET answer = $4 WHERE merchant_id = $1 AND call = $2 AND key = $3', [
    merchantId,
    call.call,
    call.key,
    JSON.stringify(answer),
  ]);
  return answer;
}

/** The stored first answer (marked replayed) for this key, undefined when none, or the mismatch refusal. */
async function storedAnswer(
  q: Queryable,
  merchantId: number,
  call: MoneyCall,
  hash: string,
): Promise<object | undefined> {
  const [row] = await q.query<StoredRow>(
    `SELECT request_hash, request, answer, created_at FROM first_answers
      WHERE merchant_id = $1 AND call = $2 AND key = $3`,
    [merchantId, call.call, call.key],
  );
  if (!row || row.answer === null) return undefined;
  if (row.request_hash !== hash) throw mismatch(call, row);
  return markReplayed(row.answer as object);
}

function mismatch(call: MoneyCall, first: StoredRow): ApiError {
  const at = new Date(first.created_at).toISOString();
  const what = describeRequest(first.request);
  return new ApiError(
    409,
    'IDEMPOTENCY_MISMATCH',
    `This ${call.keyField} was already used at ${at} for another request (${what}); nothing was done for this one`,
    [{ field: call.keyField, message: `already used for another request (${what})` }],
    { first: { request: first.request, at } },
  );
}

/** `amount 2550, from "main", to "EVL"`: the request's fields as a person reads them. */
export function describeRequest(request: Record<string, unknown>): string {
  // In name order: the stored request (JSONB) keeps no order of its own.
  const parts = Object.entries(request)
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return parts.length ? parts.join(', ') : 'no details';
}
