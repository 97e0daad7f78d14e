/**
 * The one limit on guessing a secret (passwords, payment passwords, one-time codes),
 * shared by every server process: counters live in PostgreSQL (`guess_counters`) or in
 * Redis when REDIS_URL is set.
 *
 * Reserve, verify, then release or keep: `reserve` counts the try before the secret is
 * checked, in the same atomic step that compares the count with the limit, so tries
 * sent together are each given a different count and at most `limit` of them reach the
 * check, whatever the burst. A wrong secret keeps its try; a right one (or a try that
 * never reached the check) gives it back with `release`. A refused try is not counted.
 *
 * The window is fixed: it opens at the first try of a key and ends `windowMs` later,
 * when the count starts again from zero (docs/decisions/guessing-limits.md).
 */
export interface GuessRule {
  /** Tries that may reach the check in one window. */
  limit: number;
  windowMs: number;
}

export interface GuessTry {
  /** The try was counted and may go on to the check. */
  allowed: boolean;
  /** Tries counted in the window, this one included when allowed. */
  tries: number;
  limit: number;
  /** Until the window ends (0 when the key is idle). */
  retryAfterMs: number;
}

export interface GuessLimiter {
  /** Count one try of `key` when the window has room for it, in one atomic step. */
  reserve(key: string, rule: GuessRule): Promise<GuessTry>;
  /** Give one counted try back (the secret was right, or the try never reached the check). */
  release(key: string): Promise<void>;
  /** The count now, without counting a try; `allowed` says whether one more would fit. */
  peek(key: string, rule: GuessRule): Promise<GuessTry>;
  /** Forget every try of `key` (a member proved themselves through a verified channel). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The clock windows are measured with; tests pass a fake one. */
export type Clock = () => number;

export function checkGuessRule(rule: GuessRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1)
    throw new Error('guess limit must be a whole number >= 1');
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) throw new Error('guess window must be >= 1 ms');
}

/** A store's answer (count and window end, both after the step) as a decision. */
export function guessTry(
  rule: GuessRule,
  nowMs: number,
  state: { counted: boolean; tries: number; windowEndsMs: number },
): GuessTry {
  const live = state.windowEndsMs > nowMs;
  const tries = live ? state.tries : 0;
  return {
    allowed: state.counted,
    tries,
    limit: rule.limit,
    retryAfterMs: live ? Math.ceil(state.windowEndsMs - nowMs) : 0,
  };
}
