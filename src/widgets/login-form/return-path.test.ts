import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(returnPath('/live?vendor=EVO')).toBe('/live?vendor=EVO');
    expect(returnPath('/')).toBe('/');
  });

  it('ignores anything that could leave the site, and the login page itself', () => {
    for (const bad of [
      null,
      '',
      'live',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/ x',
      '/login',
      '/login?from=/',
    ])
      expect(returnPath(bad), String(bad)).toBeUndefined();
  });
});
