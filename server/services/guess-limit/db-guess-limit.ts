import type { Database } from '../../db/database';
import { checkGuessRule, guessTry, type Clock, type GuessLimiter, type GuessRule } from './guess-limit';

/**
 * One statement counts the try and checks the limit: the upsert adds one only while the
 * window has room (or opens a new window when the old one ended), and PostgreSQL takes the
 * row's lock for the update and judges the latest count, so racing tries each see the count
 * the one before left. No row back means refused. $1 key, $2 now (ms), $3 window (ms), $4 limit.
 */
const RESERVE = `
INSERT INTO guess_counters AS g (key, tries, window_ends_ms) VALUES ($1, 1, $2::bigint + $3::bigint)
ON CONFLICT (key) DO UPDATE SET
  tries = CASE WHEN g.window_ends_ms <= $2::bigint THEN 1 ELSE g.tries + 1 END,
  window_ends_ms = CASE WHEN g.window_ends_ms <= $2::bigint THEN $2::bigint + $3::bigint ELSE g.window_ends_ms END
WHERE g.window_ends_ms <= $2::bigint OR g.tries < $4::int
RETURNING g.tries, g.window_ends_ms`;

interface Row {
  tries: number;
  window_ends_ms: string | number;
}

export function createDbGuessLimiter(db: Database, now: Clock = Date.now): GuessLimiter {
  return {
    async reserve(key, rule) {
      checkGuessRule(rule);
      const at = now();
      const [row] = await db.query<Row>(RESERVE, [key, at, rule.windowMs, rule.limit]);
      if (row)
        return guessTry(rule, at, {
          counted: true,
          tries: row.tries,
          windowEndsMs: Number(row.window_ends_ms),
        });
      // Refused: the count was at the limit when the upsert judged it. A fresh read tells
      // when the window ends (tries given back since may show a lower count).
      const [latest] = await db.query<Row>(
        'SELECT tries, window_ends_ms FROM guess_counters WHERE key = $1',
        [key],
      );
      return guessTry(rule, at, {
        counted: false,
        tries: Math.max(latest?.tries ?? 0, rule.limit),
        windowEndsMs: Number(latest?.window_ends_ms ?? at + rule.windowMs),
      });
    },
    async release(key) {
      await db.query('UPDATE guess_counters SET tries = tries - 1 WHERE key = $1 AND tries > 0', [key]);
    },
    async peek(key: string, rule: GuessRule) {
      const at = now();
      const [row] = await db.query<Row>('SELECT tries, window_ends_ms FROM guess_counters WHERE key = $1', [
        key,
      ]);
      const state = {
        counted: false,
        tries: row?.tries ?? 0,
        windowEndsMs: Number(row?.window_ends_ms ?? 0),
      };
      const t = guessTry(rule, at, state);
      return { ...t, allowed: t.tries < rule.limit };
    },
    async reset(key) {
      await db.query('DELETE FROM guess_counters WHERE key = $1', [key]);
    },
    async close() {},
  };
}
