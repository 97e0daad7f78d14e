import type { Queryable } from '../../db/database';

/**
 * How long a money call's first answer is kept for its retries: three days, well over the
 * day a player's device or a provider keeps retrying. After that a retry still never moves
 * money twice (deposits, withdrawals, rounds and ledger postings keep their keys for good),
 * but it is refused or answered from the records instead of with the first answer.
 * docs/api.md ("Retries and idempotency keys") says the same to callers.
 */
export const FIRST_ANSWER_KEEP_HOURS = 72;

/** Remove first answers past their retention; the number removed. */
export async function sweepFirstAnswers(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH d AS (DELETE FROM first_answers WHERE created_at < now() - ($1::int * interval '1 hour') RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
    [FIRST_ANSWER_KEEP_HOURS],
  );
  return row?.n ?? 0;
}
