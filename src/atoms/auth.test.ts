import { createStore } from 'jotai';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/activate-language';
import { createFakeApiClient } from '../api/fake-client';
import { apiClientAtom } from './api';
import { requireRealAccountAtom } from './auth';
import { currentDialogAtom } from './dialog';
import { openPopupsAtom } from './popup';
import { rememberedLoginAtom } from './remember-me';
import { sessionAtom, type SessionValues } from './session';

const session = (isAgent: number): SessionValues => ({
  token: 'token-0123456789abcdefghij',
  isAgent,
  cpw: false,
  merchant: 'aurora',
  merchantCode: 'aurora',
  platform: 'web',
  nickname: 'n',
  account: 'a',
  username: 'a',
  customerId: 1,
  toUpline: false,
  memberLabel: [],
});

beforeAll(async () => {
  await activateLanguage('EN');
});

function storeWith(s: SessionValues | null) {
  const store = createStore();
  store.set(apiClientAtom, createFakeApiClient());
  store.set(sessionAtom, s);
  return store;
}

describe('the real-account gate', () => {
  it('R5.1 opens the login popup for visitors and blocks the action', async () => {
    const store = storeWith(null);
    expect(await store.set(requireRealAccountAtom, 'real')).toBe(false);
    expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['login']);
  });

  it('R5.2 R8.5 blocks trial accounts with in_need_true_account', async () => {
    const store = storeWith(session(4));
    const answer = store.set(requireRealAccountAtom, 'memberCentre');
    expect(store.get(currentDialogAtom)?.buttons?.[0]?.label).toBe('OK');
    store.get(currentDialogAtom)?.resolve('ok');
    expect(await answer).toBe(false);
  });

  it('R5.3 R6.2 R6.6 lets agents 1, 2, 41, 42 into the agent area and refuses others', async () => {
    for (const t of [1, 2, 41, 42])
      expect(await storeWith(session(t)).set(requireRealAccountAtom, 'agentCentre')).toBe(true);
    const store = storeWith(session(0));
    const answer = store.set(requireRealAccountAtom, 'agentCentre');
    expect(store.get(currentDialogAtom)?.text).toBe('Non-agents cannot log in to the agent area.');
    store.get(currentDialogAtom)?.resolve(null);
    expect(await answer).toBe(false);
  });

  it('R6.4 lets a real member into the member centre', async () => {
    expect(await storeWith(session(0)).set(requireRealAccountAtom, 'memberCentre')).toBe(true);
  });
});

describe('remember-me', () => {
  it('R4.17 R9.7 keeps the username for one day, then forgets it; unset deletes at once', () => {
    const store = createStore();
    store.set(rememberedLoginAtom, { username: 'player01' });
    const stored = JSON.parse(localStorage.getItem('tsr.rememberedLogin') ?? '{}') as { until: number };
    expect(stored.until - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(stored.until - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    localStorage.setItem(
      'tsr.rememberedLogin',
      JSON.stringify({ value: { username: 'x' }, until: Date.now() - 1 }),
    );
    expect(createStore().get(rememberedLoginAtom)).toBeNull();
    store.set(rememberedLoginAtom, null);
    expect(localStorage.getItem('tsr.rememberedLogin')).toBeNull();
  });
});
