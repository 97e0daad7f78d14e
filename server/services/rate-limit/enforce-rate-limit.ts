import { ApiError } from '../../domain/api-error';
import type { RateDecision, RateLimiter, RateRule } from './rate-limiter';

/**
 * Count one attempt, or answer 429 RATE_LIMITED (with `value.retryAfterMs` and a
 * Retry-After header) when the rule is exhausted. Keys name what is limited and for
 * whom, e.g. `captcha:ip:203.0.113.9` or `sms:mobile:+63 9171234567`.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateRule,
  message = 'Too many requests, please wait a moment and retry',
): Promise<RateDecision> {
  const decision = await limiter.take(key, rule);
  if (!decision.allowed) throw ApiError.rateLimited(message, decision.retryAfterMs);
  return decision;
}
