import { describe, expect, it } from 'vitest';
import { limitChange } from './limit-change';

describe('limitChange', () => {
  it.each([
    [null, 100_00, 'at-once'],
    [100_00, 50_00, 'at-once'],
    [100_00, 150_00, 'cooling-off'],
    [100_00, null, 'cooling-off'],
    [100_00, 100_00, 'unchanged'],
    [null, null, 'unchanged'],
  ] as const)('from %s to %s: %s', (current, requested, expected) => {
    expect(limitChange(current, requested)).toBe(expected);
  });
});
