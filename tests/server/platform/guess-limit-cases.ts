import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { GuessLimiter } from '../../../server/services/guess-limit/guess-limit';

const freshKey = () => `test:guess:${randomBytes(6).toString('hex')}`;

/**
 * What every store of the guessing limit must do; run against each store. `clock` moves
 * the fake time the limiter was made with.
 */
export function guessLimitCases(limiter: () => GuessLimiter, clock: { advance(ms: number): void }): void {
  it('a burst of 50 tries reserves exactly the limit; the refused ones are not counted', async () => {
    const key = freshKey();
    const rule = { limit: 5, windowMs: 60_000 };
    const tries = await Promise.all(Array.from({ length: 50 }, () => limiter().reserve(key, rule)));
    const allowed = tries.filter((t) => t.allowed);
    expect(allowed).toHaveLength(5);
    // Each allowed try saw a different count: 1..5.
    expect(allowed.map((t) => t.tries).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await limiter().peek(key, rule)).toMatchObject({ allowed: false, tries: 5 });
  });

  it('release gives one try back, so only wrong secrets use the window up; reset forgets', async () => {
    const key = freshKey();
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await limiter().reserve(key, rule)).allowed).toBe(true);
    await limiter().release(key);
    expect(await limiter().peek(key, rule)).toMatchObject({ allowed: true, tries: 0 });
    await limiter().reserve(key, rule);
    await limiter().reserve(key, rule);
    expect((await limiter().reserve(key, rule)).allowed).toBe(false);
    await limiter().reset(key);
    expect(await limiter().reserve(key, rule)).toMatchObject({ allowed: true, tries: 1 });
    // A release never takes the count below zero.
    await limiter().release(key);
    await limiter().release(key);
    expect(await limiter().reserve(key, rule)).toMatchObject({ allowed: true, tries: 1 });
  });

  it('the window opens at the first try and counts from zero once it has ended (fake clock)', async () => {
    const key = freshKey();
    const rule = { limit: 3, windowMs: 15 * 60_000 };
    for (let i = 0; i < 3; i += 1) await limiter().reserve(key, rule);
    clock.advance(10 * 60_000);
    const refused = await limiter().reserve(key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(5 * 60_000);
    clock.advance(5 * 60_000 - 1);
    expect((await limiter().reserve(key, rule)).allowed).toBe(false);
    clock.advance(1);
    expect(await limiter().reserve(key, rule)).toMatchObject({ allowed: true, tries: 1 });
    expect((await limiter().peek(key, rule)).retryAfterMs).toBe(15 * 60_000);
  });
}

/** A clock the test moves by hand. */
export function fakeClock(start = Date.UTC(2026, 0, 1)): { now: () => number; advance(ms: number): void } {
  let t = start;
  return {
    now: () => t,
    advance(ms) {
      t += ms;
    },
  };
}
