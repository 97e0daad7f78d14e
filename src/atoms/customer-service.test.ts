import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/activate-language';
import { loadWhitelabelSite } from '../../tests/support/load-site';
import { sealServicePath } from '../../server/services/content/service-path-cipher';
import { getCustomerService } from '../api/endpoints';
import { createFakeApiClient } from '../api/fake-client';
import { apiClientAtom } from './api';
import { openCustomerServiceAtom } from './customer-service';
import { currentDialogAtom } from './dialog';
import { siteAtom } from './site';

function fakePopup() {
  return { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

function storeWith(api: ReturnType<typeof createFakeApiClient>) {
  const store = createStore();
  store.set(siteAtom, loadWhitelabelSite('aurora'));
  store.set(apiClientAtom, api);
  return store;
}

beforeAll(() => activateLanguage('EN'));
afterEach(() => vi.restoreAllMocks());

describe('openCustomerServiceAtom', () => {
  it('R7.58 R9.12 opens a 440 x 500 window and sends it to the URL the type 3 path seals', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = createFakeApiClient().on(getCustomerService, () => ({
      csType: 'LIVECHAT' as const,
      version: {
        pathList: [
          { type: '1' as const, path: 'mailto:help@example.com' },
          { type: '3' as const, path: sealServicePath('https://chat.example.com/r?lang=EN') },
        ],
      },
    }));
    const result = await storeWith(api).set(openCustomerServiceAtom);
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'tsr-customer-service',
      expect.stringContaining('width=440,height=500'),
    );
    expect(result).toEqual({
      ok: true,
      desk: 'LIVECHAT',
      url: 'https://chat.example.com/r?lang=EN',
      opened: true,
    });
    expect(popup.location.href).toBe('https://chat.example.com/r?lang=EN');
    expect(popup.opener).toBeNull();
    expect(api.calls[0]).toEqual({ id: 'content.customerService', input: { language: 'EN' } });
  });

  it('R7.58 closes the window when the call fails', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const api = createFakeApiClient().fail(getCustomerService, 'UNAVAILABLE', 'down');
    expect(await storeWith(api).set(openCustomerServiceAtom)).toEqual({ ok: false });
    expect(popup.close).toHaveBeenCalled();
  });

  it('R7.58 closes the window when the path does not open with its key', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const sealed = sealServicePath('https://chat.example.com/');
    const api = createFakeApiClient().on(getCustomerService, () => ({
      csType: 'VIP' as const,
      version: { pathList: [{ type: '3' as const, path: `${sealed.slice(0, -8)}WRONGKEY` }] },
    }));
    expect(await storeWith(api).set(openCustomerServiceAtom)).toEqual({ ok: false });
    expect(popup.close).toHaveBeenCalled();
  });

  it('still answers the URL when the browser blocked the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = createFakeApiClient().on(getCustomerService, () => ({
      csType: 'VIP' as const,
      version: { pathList: [{ type: '3' as const, path: sealServicePath('/helpmc?lang=EN#vip') }] },
    }));
    expect(await storeWith(api).set(openCustomerServiceAtom)).toEqual({
      ok: true,
      desk: 'VIP',
      url: '/helpmc?lang=EN#vip',
      opened: false,
    });
  });
});

describe('openCustomerServiceAtom tells the player', () => {
  it('R7.58 that customer service failed, after closing the window', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const store = storeWith(createFakeApiClient().fail(getCustomerService, 'UNAVAILABLE', 'down'));
    await store.set(openCustomerServiceAtom);
    expect(popup.close).toHaveBeenCalled();
    expect(store.get(currentDialogAtom)).toMatchObject({ icon: 'error', title: 'Customer service' });
  });

  it('how to open the chat when the browser blocked its window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const store = storeWith(
      createFakeApiClient().on(getCustomerService, () => ({
        csType: 'LIVECHAT' as const,
        version: { pathList: [{ type: '3' as const, path: sealServicePath('/helpmc?lang=EN#live-chat') }] },
      })),
    );
    await store.set(openCustomerServiceAtom);
    expect(store.get(currentDialogAtom)?.buttons?.map((b) => b.id)).toEqual(['cancel', 'open']);
  });
});
