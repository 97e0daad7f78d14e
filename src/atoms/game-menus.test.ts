import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { getGameMenus } from '../api/endpoints';
import { createFakeApiClient } from '../api/fake-client';
import { apiClientAtom } from './api';
import { gameMenusAtom, vendorsOfTypeAtom } from './game-menus';
import { siteAtom } from './site';
import { loadWhitelabelSite } from '../../tests/support/load-site';

const card = (vassalage: string) => ({
  gameType: 'RNG' as const,
  vassalage,
  vendor: vassalage,
  accountTypeId: 1,
  accountTypeName: vassalage,
  title: vassalage,
  smallIcon: `/lgw/art/vendor/${vassalage}.svg`,
  isHot: 0 as const,
  isGame: 'VASSALAGE' as const,
  category: 'RNG' as const,
  integration: 'demo' as const,
  gameCount: 3,
});

describe('gameMenusAtom', () => {
  it('R7.6 reads the menus once in the current language and picks a type’s vendors', async () => {
    const api = createFakeApiClient().on(getGameMenus, () => ({
      lanes: [{ gameCategory: 'RNG' as const, vendors: [card('TSR'), card('SPX')] }],
    }));
    const store = createStore();
    store.set(siteAtom, loadWhitelabelSite('aurora'));
    store.set(apiClientAtom, api);
    expect((await store.get(gameMenusAtom)).length).toBe(1);
    expect((await store.get(vendorsOfTypeAtom('RNG'))).map((v) => v.vassalage)).toEqual(['TSR', 'SPX']);
    expect(await store.get(vendorsOfTypeAtom('LIVE'))).toEqual([]);
    expect(vendorsOfTypeAtom('RNG')).toBe(vendorsOfTypeAtom('RNG'));
    expect(api.calls).toEqual([{ id: 'games.menus', input: { language: 'EN' } }]);
  });
});
