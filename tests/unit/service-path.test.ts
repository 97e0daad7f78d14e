import { describe, expect, it } from 'vitest';
import { sealServicePath } from '../../server/services/content/service-path-cipher';
import { openServicePath } from '../../src/api/service-path';

describe('customer-service path cipher', () => {
  it('R7.58 the portal opens what the platform seals, key taken from the last 8 characters', () => {
    for (const url of ['/helpmc?lang=EN#contact', 'https://chat.example.com/room?merchant=aurora&lang=TH']) {
      const sealed = sealServicePath(url, 'Ab3dEf7h');
      expect(sealed.endsWith('Ab3dEf7h')).toBe(true);
      expect(openServicePath(sealed)).toBe(url);
    }
  });

  it('refuses a path sealed with another key or cut short', () => {
    const sealed = sealServicePath('https://chat.example.com/x');
    const otherKey = `${sealed.slice(0, -8)}ZZZZZZZZ`;
    expect(() => openServicePath(otherKey)).toThrow();
    expect(() => openServicePath('short')).toThrow();
  });
});
