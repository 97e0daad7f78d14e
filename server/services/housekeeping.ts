import type { FastifyBaseLogger } from 'fastify';
import { SEALED_PAYLOAD_MAX_SKEW_MS } from '../../schemas/api/sealed-payload-format';
import type { Database } from '../db/database';
import { FAILED_PAYMENT_PASSWORDS_KEEP_DAYS } from './cashier/payment-password-failures';
import { sweepFirstAnswers } from './idempotency/retention';
import { repeatEvery } from './repeat-every';

/**
 * Sealed nonces only need keeping while their timestamp is inside the accepted skew
 * (an older payload is refused by its timestamp alone); twice that is kept for safety.
 */
const NONCE_KEEP_MS = 2 * SEALED_PAYLOAD_MAX_SKEW_MS;

/** Delete what nobody can need any more. Safe to run from several processes at once. */
export async function sweepOnce(
  db: Database,
): Promise<{ nonces: number; counters: number; firstAnswers: number }> {
  const [nonces] = await db.query<{ n: number }>(
    `WITH d AS (DELETE FROM sealed_nonces WHERE seen_at < now() - ($1::bigint * interval '1 millisecond') RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
    [NONCE_KEEP_MS],
  );
  const [counters] = await db.query<{ n: number }>(
    `WITH a AS (DELETE FROM rate_limits WHERE expires_at < now() RETURNING 1),
          b AS (DELETE FROM guess_counters WHERE window_ends_ms < (extract(epoch FROM now()) * 1000)::bigint RETURNING 1),
          c AS (DELETE FROM guess_tries WHERE window_ends_ms < (extract(epoch FROM now()) * 1000)::bigint RETURNING 1),
          d AS (DELETE FROM payment_password_failures WHERE failed_at < now() - ($1::int * interval '1 day') RETURNING 1)
     SELECT (SELECT count(*) FROM a)::int + (SELECT count(*) FROM b)::int + (SELECT count(*) FROM c)::int
       + (SELECT count(*) FROM d)::int AS n`,
    [FAILED_PAYMENT_PASSWORDS_KEEP_DAYS],
  );
  const firstAnswers = await sweepFirstAnswers(db);
  return { nonces: nonces?.n ?? 0, counters: counters?.n ?? 0, firstAnswers };
}

/** Run the sweep every `everyMs` (first run after one interval); returns a stopper. */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  everyMs = 60_000,
): () => Promise<void> {
  return repeatEvery(
    everyMs,
    async () => {
      const swept = await sweepOnce(db);
      if (swept.nonces || swept.counters || swept.firstAnswers) log.debug({ swept }, 'housekeeping');
    },
    (err) => log.warn({ err }, 'housekeeping failed; will retry'),
  );
}
