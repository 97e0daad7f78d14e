/**
 * A rate limit shared by every server process: state lives in PostgreSQL
 * (`rate_limits`) or in Redis when REDIS_URL is set, never in one process's memory.
 *
 * The algorithm is GCRA (a leaky bucket kept as one timestamp per key): `limit`
 * attempts may come at once, then one more every `windowMs / limit`. It is exact at
 * every instant, so "once per second" ({ limit: 1, windowMs: 1000 }) means one
 * attempt per rolling second. A refused attempt is not counted: a client retrying too
 * early waits `retryAfterMs`, and no longer.
 */
export interface RateRule {
  /** Attempts allowed in a burst, and per window on average. */
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Attempts still counting against the limit (including this one when allowed). */
  used: number;
  limit: number;
  /** When refused: how long until one more attempt would be allowed. 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Count one attempt for `key` when the rule allows it. */
  take(key: string, rule: RateRule): Promise<RateDecision>;
  /** Whether an attempt would be allowed now, and how many count, without counting one. */
  peek(key: string, rule: RateRule): Promise<RateDecision>;
  /** Forget the attempts of `key` (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A key's state as a store reports it: its arrival time before and after this attempt. */
export interface GcraState {
  nowMs: number;
  /** Theoretical arrival time before the attempt (nowMs when the key is idle). */
  tatMs: number;
  /** The new arrival time when the attempt was counted. */
  newTatMs: number | null;
}

/** Time between attempts once the burst is used. */
export const emissionMs = (rule: RateRule): number => rule.windowMs / rule.limit;
/** How far ahead of now the arrival time may be and still let an attempt through. */
export const toleranceMs = (rule: RateRule): number => rule.windowMs - emissionMs(rule);

/**
 * `took`: the store was asked to count the attempt; then only the store's answer
 * (a new arrival time) says it was allowed, since `tatMs` may be a stale read.
 */
export function decide(s: GcraState, rule: RateRule, took: boolean): RateDecision {
  const t = emissionMs(rule);
  const counted = s.newTatMs !== null;
  const tat = counted ? (s.newTatMs as number) : Math.max(s.tatMs, s.nowMs);
  const used = Math.min(rule.limit, Math.ceil((tat - s.nowMs) / t - 1e-9));
  const wait = Math.max(1, Math.max(s.tatMs, s.nowMs) - s.nowMs - toleranceMs(rule));
  const allowed = took ? counted : Math.max(s.tatMs, s.nowMs) - s.nowMs - toleranceMs(rule) <= 0;
  return { allowed, used: Math.max(0, used), limit: rule.limit, retryAfterMs: allowed ? 0 : Math.ceil(wait) };
}

export function checkRule(rule: RateRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1)
    throw new Error('rate limit must be a whole number >= 1');
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) throw new Error('rate window must be >= 1 ms');
}
