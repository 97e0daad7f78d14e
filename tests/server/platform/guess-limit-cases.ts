import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { isLocked, type GuessLimiter } from '../../../server/services/guess-limit/guess-limit';

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
  it('a refusal while checks are only in flight is no lock; wrong secrets (fail) are, until the window ends', async () => {
    const key = freshKey();
    const rule = { limit: 2, windowMs: 60_000 };
    await limiter().reserve(key, rule);
    await limiter().reserve(key, rule);
    const inFlight = await limiter().reserve(key, rule);
    expect(inFlight).toMatchObject({ allowed: false, tries: 2, failures: 0 });
    expect(isLocked(inFlight)).toBe(false);
    expect(await limiter().fail(key, rule)).toMatchObject({ tries: 2, failures: 1 });
    await limiter().release(key);
    expect(await limiter().peek(key, rule)).toMatchObject({ allowed: true, tries: 1, failures: 1 });
    await limiter().reserve(key, rule);
    expect(await limiter().fail(key, rule)).toMatchObject({ tries: 2, failures: 2 });
    // Failures never pass the tries counted.
    expect(await limiter().fail(key, rule)).toMatchObject({ tries: 2, failures: 2 });
    const locked = await limiter().reserve(key, rule);
    expect(locked.allowed).toBe(false);
    expect(isLocked(locked)).toBe(true);
    clock.advance(60_000);
    expect(await limiter().reserve(key, rule)).toMatchObject({ allowed: true, tries: 1, failures: 0 });
  });

  it('a named try sent 50 times at once is counted once; judged wrong, its repeats say so uncounted', async () => {
    const key = freshKey();
    const rule = { limit: 3, windowMs: 60_000 };
    const tries = await Promise.all(Array.from({ length: 50 }, () => limiter().reserve(key, rule, 'try-a')));
    expect(tries.filter((t) => t.allowed)).toHaveLength(1);
    expect(tries.filter((t) => t.repeat === 'pending')).toHaveLength(49);
    await limiter().fail(key, rule, 'try-a');
    const repeats = await Promise.all(
      Array.from({ length: 50 }, () => limiter().reserve(key, rule, 'try-a')),
    );
    expect(repeats.every((t) => !t.allowed && t.repeat === 'wrong' && t.failures === 1)).toBe(true);
    expect(await limiter().peek(key, rule)).toMatchObject({ tries: 1, failures: 1 });
    // Another try counts; given back (right), it is forgotten and may come again.
    expect(await limiter().reserve(key, rule, 'try-b')).toMatchObject({ allowed: true, tries: 2 });
    await limiter().release(key, 'try-b');
    expect(await limiter().reserve(key, rule, 'try-b')).toMatchObject({ allowed: true, tries: 2 });
    await limiter().reserve(key, rule);
    // A named try refused at the limit leaves nothing behind: later it is a new try.
    expect(await limiter().reserve(key, rule, 'try-c')).toMatchObject({ allowed: false });
    await limiter().release(key, 'try-b');
    const c = await limiter().reserve(key, rule, 'try-c');
    expect(c.allowed).toBe(true);
    expect(c.repeat).toBeUndefined();
    // Reset forgets the named tries with the count.
    await limiter().reset(key);
    expect(await limiter().reserve(key, rule, 'try-a')).toMatchObject({ allowed: true, tries: 1 });
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
