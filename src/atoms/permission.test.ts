import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { getSystemStatus } from '../api/endpoints';
import { createFakeApiClient } from '../api/fake-client';
import { apiClientAtom } from './api';
import { imageCdnAtom, onCdn, pickCdn, pickLaunchCdnAtom, permissionAtom } from './permission';

describe('permission and CDNs', () => {
  it('R7.66 picks a CDN at random from the server list, and this origin for an empty list', () => {
    const list = ['https://a.cdn', 'https://b.cdn', 'https://c.cdn'];
    expect(pickCdn(list, () => 0)).toBe('https://a.cdn');
    expect(pickCdn(list, () => 0.5)).toBe('https://b.cdn');
    expect(pickCdn(list, () => 0.9999)).toBe('https://c.cdn');
    expect(pickCdn([], () => 0.5)).toBeUndefined();
    const seen = new Set(Array.from({ length: 200 }, () => pickCdn(list)));
    expect(seen.size).toBe(3);
    expect(onCdn('https://a.cdn', '/img/x.png')).toBe('https://a.cdn/img/x.png');
    expect(onCdn(undefined, '/img/x.png')).toBe('/img/x.png');
  });

  it('R4.2 R7.21 asks the status path with the page host, and picks from the lists it answers', async () => {
    const api = createFakeApiClient().on(getSystemStatus, () => ({
      status: 0 as const,
      ip: '1.2.3.4',
      info: {
        whitelabel: [],
        register: { rules: {} as never, ageLimit: 18 },
        resources: [],
        customerService: [],
        analytics: { gtagId: null },
        imageCDNs: ['https://img.cdn'],
        launchGameCDNs: ['https://play1.cdn', 'https://play2.cdn'],
      },
    }));
    const store = createStore();
    store.set(apiClientAtom, api);
    await store.get(permissionAtom);
    expect(api.calls[0]).toEqual({ id: 'system.status', input: { url: window.location.host } });
    expect(await store.get(imageCdnAtom)).toBe('https://img.cdn');
    expect(['https://play1.cdn', 'https://play2.cdn']).toContain(await store.set(pickLaunchCdnAtom));
  });
});
