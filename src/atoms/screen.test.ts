import { describe, expect, it } from 'vitest';
import { deviceOf, screenOfWidth } from './screen';

describe('screen classes for site conditions', () => {
  it.each([
    [320, 'phone'],
    [599, 'phone'],
    [600, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('a window %i px wide is a %s', (width, screen) => {
    expect(screenOfWidth(width)).toBe(screen);
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 0, 'phone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 5, 'phone'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/126.0 Safari/537.36', 5, 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148', 5, 'tablet'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', 5, 'tablet'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.0 Safari/605.1.15', 0, 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36', 0, 'desktop'],
  ] as const)('%s with %i touch points is a %s', (agent, touch, device) => {
    expect(deviceOf(agent, touch)).toBe(device);
  });
});
