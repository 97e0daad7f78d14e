import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeout, withTimeout } from './lazy-with-timeout';

afterEach(() => vi.useRealTimers());

describe('R9.2 R8.10 lazy chunks time out after 120 s', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a chunk that never arrives into a load error at 120 s, not before', async () => {
    vi.useFakeTimers();
    const load = withTimeout(() => new Promise<never>(() => undefined));
    let outcome: unknown = 'pending';
    load().catch((err: unknown) => (outcome = err));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadTimeout);
    expect((outcome as Error).message).toBe('Page load timeout');
  });

  it('passes a chunk through, and its failure too', async () => {
    await expect(withTimeout(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
    await expect(withTimeout(() => Promise.reject(new TypeError('Failed to fetch')))()).rejects.toThrow(
      'Failed to fetch',
    );
    await expect(withTimeout(() => Promise.reject('offline'))()).rejects.toThrow('offline');
  });
});
