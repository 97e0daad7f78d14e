import type { Database, Queryable } from '../../db/database';
import {
  checkGuessRule,
  guessTry,
  type Clock,
  type GuessLimiter,
  type GuessRule,
  type GuessTry,
} from './guess-limit';

/**
 * One statement counts the try and checks the limit: the upsert adds one only while the
 * window has room (or opens a new window when the old one ended), and PostgreSQL takes the
 * row's lock for the update and judges the latest count, so racing tries each see the count
 * the one before left. No row back means refused. $1 key, $2 now (ms), $3 window (ms), $4 limit.
 */
const RESERVE = `
INSERT INTO guess_counters AS g (key, tries, failures, window_ends_ms) VALUES ($1, 1, 0, $2::bigint + $3::bigint)
ON CONFLICT (key) DO UPDATE SET
  tries = CASE WHEN g.window_ends_ms <= $2::bigint THEN 1 ELSE g.tries + 1 END,
  failures = CASE WHEN g.window_ends_ms <= $2::bigint THEN 0 ELSE g.failures END,
  window_ends_ms = CASE WHEN g.window_ends_ms <= $2::bigint THEN $2::bigint + $3::bigint ELSE g.window_ends_ms END
WHERE g.window_ends_ms <= $2::bigint OR g.tries < $4::int
RETURNING g.tries, g.failures, g.window_ends_ms`;

/**
 * Claim a named try: a new one (or one whose window ended) is inserted as pending; one met
 * before returns no row. A twin waits on the first one's row lock until it commits, then
 * sees it. $1 key, $2 try id, $3 now (ms), $4 window (ms).
 */
const CLAIM = `
INSERT INTO guess_tries AS t (key, try_id, wrong, window_ends_ms) VALUES ($1, $2, false, $3::bigint + $4::bigint)
ON CONFLICT (key, try_id) DO UPDATE SET wrong = false, window_ends_ms = EXCLUDED.window_ends_ms
WHERE t.window_ends_ms <= $3::bigint
RETURNING 1 AS claimed`;

/** A wrong secret keeps its try and adds a failure; failures never pass the tries counted. */
const FAIL = `
UPDATE guess_counters SET failures = failures + 1 WHERE key = $1 AND failures < tries
RETURNING tries, failures, window_ends_ms`;

interface Row {
  tries: number;
  failures: number;
  window_ends_ms: string | number;
}

const stateOf = (row: Row | undefined, fallbackEnds: number) => ({
  tries: row?.tries ?? 0,
  failures: row?.failures ?? 0,
  windowEndsMs: Number(row?.window_ends_ms ?? fallbackEnds),
});

async function counter(q: Queryable, key: string): Promise<Row | undefined> {
  const [row] = await q.query<Row>(
    'SELECT tries, failures, window_ends_ms FROM guess_counters WHERE key = $1',
    [key],
  );
  return row;
}

async function reserveCounter(q: Queryable, key: string, rule: GuessRule, at: number): Promise<GuessTry> {
  const [row] = await q.query<Row>(RESERVE, [key, at, rule.windowMs, rule.limit]);
  if (row) return guessTry(rule, at, { counted: true, ...stateOf(row, 0) });
  // Refused: the count was at the limit when the upsert judged it. A fresh read tells
  // when the window ends and how many of the tries were wrong.
  const latest = await counter(q, key);
  const state = stateOf(latest, at + rule.windowMs);
  return guessTry(rule, at, { counted: false, ...state, tries: Math.max(state.tries, rule.limit) });
}

export function createDbGuessLimiter(db: Database, now: Clock = Date.now): GuessLimiter {
  return {
    async reserve(key, rule, tryId) {
      checkGuessRule(rule);
      const at = now();
      if (tryId === undefined) return reserveCounter(db, key, rule, at);
      return db.tx(async (q) => {
        const [claimed] = await q.query(CLAIM, [key, tryId, at, rule.windowMs]);
        if (!claimed) {
          const [seen] = await q.query<{ wrong: boolean }>(
            'SELECT wrong FROM guess_tries WHERE key = $1 AND try_id = $2',
            [key, tryId],
          );
          const state = stateOf(await counter(q, key), 0);
          return guessTry(rule, at, { counted: false, ...state, repeat: seen?.wrong ? 'wrong' : 'pending' });
        }
        const t = await reserveCounter(q, key, rule, at);
        // A refused try was never under way: nothing of it stays.
        if (!t.allowed) await q.query('DELETE FROM guess_tries WHERE key = $1 AND try_id = $2', [key, tryId]);
        return t;
      });
    },
    async fail(key, rule, tryId) {
      const at = now();
      return db.tx(async (q) => {
        const [row] = await q.query<Row>(FAIL, [key]);
        if (tryId !== undefined)
          await q.query('UPDATE guess_tries SET wrong = true WHERE key = $1 AND try_id = $2', [key, tryId]);
        return guessTry(rule, at, { counted: true, ...stateOf(row ?? (await counter(q, key)), 0) });
      });
    },
    async release(key, tryId) {
      await db.query('UPDATE guess_counters SET tries = tries - 1 WHERE key = $1 AND tries > 0', [key]);
      if (tryId !== undefined)
        await db.query('DELETE FROM guess_tries WHERE key = $1 AND try_id = $2', [key, tryId]);
    },
    async peek(key: string, rule: GuessRule) {
      const t = guessTry(rule, now(), { counted: false, ...stateOf(await counter(db, key), 0) });
      return { ...t, allowed: t.tries < rule.limit };
    },
    async reset(key) {
      await db.query('DELETE FROM guess_counters WHERE key = $1', [key]);
      await db.query('DELETE FROM guess_tries WHERE key = $1', [key]);
    },
    async close() {},
  };
}
