import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateTurnover, chainClosed, type ChainRow } from './wager-allocation';

const row = (id: number, required: number, startLevel: number, forfeitedWagered?: number): ChainRow => ({
  id,
  required,
  startLevel,
  status: forfeitedWagered === undefined ? 'active' : 'forfeited',
  forfeitedWagered: forfeitedWagered ?? null,
});

describe('allocateTurnover', () => {
  it('fills requirements first in, first out, and counts no bet before a requirement was credited', () => {
    const rows = [row(1, 300, 0), row(2, 600, 200)];
    expect(allocateTurnover(rows, 450).map((a) => [a.state, a.wagered])).toEqual([
      ['met', 300],
      ['active', 150],
    ]);
    // The second began after the first was full, not when it was credited.
    expect(allocateTurnover([row(1, 300, 0), row(2, 600, 350)], 500)[1]?.wagered).toBe(150);
  });

  it('a forfeited requirement keeps what it had absorbed and passes the rest on', () => {
    const rows = [row(1, 300, 0, 120), row(2, 600, 50)];
    const [first, second] = allocateTurnover(rows, 400);
    expect(first).toMatchObject({ state: 'forfeited', wagered: 120, remaining: 0 });
    expect(second).toMatchObject({ state: 'active', wagered: 280, remaining: 320 });
    expect(chainClosed([first!, second!])).toBe(false);
  });

  it('never hands out more turnover than was bet, and never more than a requirement asks', () => {
    const chain = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 5_000 })), {
        minLength: 1,
        maxLength: 6,
      })
      .map((xs) => {
        // Credited in order: start levels do not go down.
        let level = 0;
        return xs.map(([required, gap], i) => row(i + 1, required, (level += i === 0 ? 0 : gap)));
      });
    fc.assert(
      fc.property(chain, fc.integer({ min: 0, max: 60_000 }), (rows, extra) => {
        const last = rows[rows.length - 1]?.startLevel ?? 0;
        const total = last + extra;
        const out = allocateTurnover(rows, total);
        const handed = out.reduce((s, a) => s + a.wagered, 0);
        expect(handed).toBeLessThanOrEqual(total);
        for (const a of out) {
          expect(a.wagered).toBeGreaterThanOrEqual(0);
          expect(a.wagered + a.remaining).toBe(a.required);
        }
        // More turnover never lowers anyone's progress.
        const more = allocateTurnover(rows, total + 100);
        out.forEach((a, i) => expect(more[i]!.wagered).toBeGreaterThanOrEqual(a.wagered));
      }),
    );
  });
});
