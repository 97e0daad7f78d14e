import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './chat-connection';

describe('chat reconnect backoff', () => {
  it('doubles from 1 s up to 30 s, each wait drawn between half and all of it', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 12].map((n) => reconnectDelay(n, () => 1));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelay(3, () => 0)).toBe(2000);
    for (let i = 0; i < 50; i++) {
      const d = reconnectDelay(4);
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThanOrEqual(8000);
    }
  });
});
