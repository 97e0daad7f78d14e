import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { enforceRateLimit } from '../../../server/services/rate-limit/enforce-rate-limit';
import type { RateLimiter } from '../../../server/services/rate-limit/rate-limiter';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const freshKey = () => `test:${randomBytes(6).toString('hex')}`;

/** The behaviour every limiter store must have; run against each store. */
export function rateLimiterCases(limiter: () => RateLimiter): void {
  it('lets a burst of `limit` attempts through, refuses the next with a retry time, and counts no refusal', async () => {
    const key = freshKey();
    const rule = { limit: 3, windowMs: 60_000 };
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await limiter().take(key, rule));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[2]?.used).toBe(3);
    // One attempt comes back every 20 s; refused attempts did not push it further.
    expect(decisions[4]?.retryAfterMs).toBeGreaterThan(15_000);
    expect(decisions[4]?.retryAfterMs).toBeLessThanOrEqual(20_000);
  });

  it('R5.14 "once per second" refuses a second attempt inside the second and allows it after retryAfterMs', async () => {
    const key = freshKey();
    const rule = { limit: 1, windowMs: 1000 };
    expect((await limiter().take(key, rule)).allowed).toBe(true);
    const early = await limiter().take(key, rule);
    expect(early.allowed).toBe(false);
    expect(early.retryAfterMs).toBeGreaterThan(0);
    expect(early.retryAfterMs).toBeLessThanOrEqual(1000);
    await sleep(early.retryAfterMs + 30);
    expect((await limiter().take(key, rule)).allowed).toBe(true);
  });

  it('peek reports without counting; reset forgets', async () => {
    const key = freshKey();
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter().peek(key, rule)).toMatchObject({ allowed: true, used: 0 });
    await limiter().take(key, rule);
    await limiter().take(key, rule);
    expect(await limiter().peek(key, rule)).toMatchObject({ allowed: false, used: 2 });
    expect(await limiter().peek(key, rule)).toMatchObject({ allowed: false, used: 2 });
    await limiter().reset(key);
    expect(await limiter().take(key, rule)).toMatchObject({ allowed: true, used: 1 });
  });

  it('lets exactly `limit` through when many attempts race on one key', async () => {
    const key = freshKey();
    const rule = { limit: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter().take(key, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('enforceRateLimit answers 429 RATE_LIMITED with the retry time', async () => {
    const key = freshKey();
    const rule = { limit: 1, windowMs: 10_000 };
    await enforceRateLimit(limiter(), key, rule);
    await expect(enforceRateLimit(limiter(), key, rule, 'Slow down')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down',
      value: { retryAfterMs: expect.any(Number) },
    });
  });
}
