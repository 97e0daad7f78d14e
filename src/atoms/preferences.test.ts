import { describe, expect, it } from 'vitest';
import type { Site } from '@schemas/site/site';
import { createStore } from 'jotai';
import { loadWhitelabelSite } from '../../tests/support/load-site';
import { languageAtom, themeAtom } from './preferences';
import { siteAtom } from './site';

const storeFor = (site: Site) => {
  const store = createStore();
  store.set(siteAtom, site);
  return store;
};

describe('theme and language preferences', () => {
  it('R1.9 R1.10 start at the merchant’s defaults', () => {
    const aurora = storeFor(loadWhitelabelSite('aurora'));
    expect(aurora.get(themeAtom)).toBe('dark');
    expect(aurora.get(languageAtom)).toBe('EN');
    expect(storeFor(loadWhitelabelSite('lumen')).get(themeAtom)).toBe('light');
  });

  it('R1.10 remember the choice on the device', () => {
    const store = storeFor(loadWhitelabelSite('aurora'));
    store.set(themeAtom, 'light');
    store.set(languageAtom, 'TY');
    expect(localStorage.getItem('tsr.theme')).toBe('light');
    expect(localStorage.getItem('tsr.language')).toBe('TY');
    const later = storeFor(loadWhitelabelSite('aurora'));
    expect(later.get(themeAtom)).toBe('light');
    expect(later.get(languageAtom)).toBe('TY');
  });

  it.each(['sepia', '', '"dark"', 'DARK'])('fall back to the default theme for a stored %j', (value) => {
    localStorage.setItem('tsr.theme', value);
    expect(storeFor(loadWhitelabelSite('lumen')).get(themeAtom)).toBe('light');
  });

  it.each(['XX', 'en', '', 'TY'])(
    'fall back to the default language for a stored %j the header does not offer',
    (value) => {
      localStorage.setItem('tsr.language', value);
      // Lumen's header has no TY (and no lower-case codes).
      expect(storeFor(loadWhitelabelSite('lumen')).get(languageAtom)).toBe('EN');
    },
  );
});
