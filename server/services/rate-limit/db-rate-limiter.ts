import type { Database } from '../../db/database';
import { checkRule, decide, emissionMs, toleranceMs, type RateLimiter, type RateRule } from './rate-limiter';

const MS = "* interval '1 millisecond'";
const EPOCH_MS = (ts: string) => `(extract(epoch FROM ${ts}) * 1000)::float8`;

/**
 * One statement: read the key's arrival time with the database clock (so every
 * process agrees on the time), and when `$4` asks to count and the attempt fits,
 * move it on by one emission interval. The conditional upsert makes check and
 * update atomic when processes race on a key. $1 key, $2 emission ms, $3 tolerance ms.
 */
const SQL = `
WITH clock AS (SELECT clock_timestamp() AS now),
  cur AS (
    SELECT clock.now, greatest(coalesce((SELECT tat FROM rate_limits WHERE key = $1), clock.now), clock.now) AS tat
      FROM clock
  ),
  ins AS (
    INSERT INTO rate_limits AS r (key, tat, expires_at)
    SELECT $1, cur.tat + $2::float8 ${MS}, cur.tat + $2::float8 ${MS} FROM cur
     WHERE $4::boolean AND cur.tat <= cur.now + $3::float8 ${MS}
    ON CONFLICT (key) DO UPDATE
      SET tat = greatest(r.tat, (SELECT now FROM cur)) + $2::float8 ${MS},
          expires_at = greatest(r.tat, (SELECT now FROM cur)) + $2::float8 ${MS}
      WHERE greatest(r.tat, (SELECT now FROM cur)) <= (SELECT now FROM cur) + $3::float8 ${MS}
    RETURNING r.tat
  )
SELECT ${EPOCH_MS('cur.now')} AS now_ms, ${EPOCH_MS('cur.tat')} AS tat_ms,
       (SELECT ${EPOCH_MS('ins.tat')} FROM ins) AS new_tat_ms
  FROM cur`;

interface Row {
  now_ms: number;
  tat_ms: number;
  new_tat_ms: number | null;
}

export function createDbRateLimiter(db: Database): RateLimiter {
  async function run(key: string, rule: RateRule, take: boolean) {
    checkRule(rule);
    const [row] = await db.query<Row>(SQL, [key, emissionMs(rule), toleranceMs(rule), take]);
    if (!row) throw new Error('rate limiter: no answer from the database');
    return decide(
      {
        nowMs: Number(row.now_ms),
        tatMs: Number(row.tat_ms),
        newTatMs: row.new_tat_ms === null ? null : Number(row.new_tat_ms),
      },
      rule,
      take,
    );
  }
  return {
    take: (key, rule) => run(key, rule, true),
    peek: (key, rule) => run(key, rule, false),
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    async close() {},
  };
}
