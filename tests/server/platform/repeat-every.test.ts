import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from '../../../server/services/repeat-every';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('repeatEvery (the background jobs)', () => {
  it('never runs two ticks at once, goes on after a failure, and its stopper waits for the tick', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let finish: () => void = () => {};
    const errors: unknown[] = [];
    const stop = repeatEvery(
      100,
      async () => {
        runs++;
        active++;
        most = Math.max(most, active);
        if (runs === 1) throw new Error('first tick fails');
        await new Promise<void>((resolve) => (finish = resolve));
        active--;
      },
      (err) => {
        active--;
        errors.push(err);
      },
    );
    expect(runs).toBe(0); // not at once: after one interval
    await vi.advanceTimersByTimeAsync(100);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100); // the second tick starts and hangs
    await vi.advanceTimersByTimeAsync(500); // due five times meanwhile: skipped
    expect(runs).toBe(2);
    expect(most).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2); // nothing after the stop
  });
});
