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
  /** Tries counted in the window (wrong ones and checks in flight), this one included when allowed. */
  tries: number;
  /** Wrong secrets in the window (`fail`): the lock is `failures >= limit`, not `tries >= limit`. */
  failures: number;
  limit: number;
  /** Until the window ends (0 when the key is idle). */
  retryAfterMs: number;
  /**
   * Set when the try named by `tryId` was met before in this window: `wrong` (judged
   * wrong already: answer so again, it is not counted twice) or `pending` (still being
   * checked by a twin). Such a try is not allowed and not counted.
   */
  repeat?: 'wrong' | 'pending';
}

/** Refused because wrong secrets used the window up (a lock), not because checks are still in flight. */
export function isLocked(t: GuessTry): boolean {
  return t.failures >= t.limit;
}

export interface GuessLimiter {
  /**
   * Count one try of `key` when the window has room for it, in one atomic step. With a
   * `tryId` (the same request sent again: a money call's idempotency key and the secret's
   * fingerprint), a try met before in the window is not counted again (`repeat`).
   */
  reserve(key: string, rule: GuessRule, tryId?: string): Promise<GuessTry>;
  /** The secret was wrong: the try stays counted and one failure is added (and `tryId` remembered as wrong). */
  fail(key: string, rule: GuessRule, tryId?: string): Promise<GuessTry>;
  /** Give one counted try back (the secret was right, or the try never reached the check). */
  release(key: string, tryId?: string): Promise<void>;
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
  state: {
    counted: boolean;
    tries: number;
    failures: number;
    windowEndsMs: number;
    repeat?: 'wrong' | 'pending' | undefined;
  },
): GuessTry {
  const live = state.windowEndsMs > nowMs;
  return {
    allowed: state.counted,
    tries: live ? state.tries : 0,
    failures: live ? state.failures : 0,
    limit: rule.limit,
    retryAfterMs: live ? Math.ceil(state.windowEndsMs - nowMs) : 0,
    ...(state.repeat ? { repeat: state.repeat } : {}),
  };
}
