import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiClient, type FakeApiClient } from '../api/fake-client';
import { getUnreadCount } from '../api/endpoints';
import { memberSession } from '../../tests/support/render-widget';
import { apiClientAtom } from './api';
import { clearSessionAtom } from './auth';
import { unclaimedCountAtom, unreadMessagesCountAtom } from './member';
import { badgeCountsAtom } from './member-centre';
import { UNREAD_POLL_MS } from './messages';
import { sessionAtom } from './session';

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup() {
  let count = 4;
  const api: FakeApiClient = createFakeApiClient().on(getUnreadCount, () => ({ count }));
  const store = createStore();
  store.set(apiClientAtom, api);
  store.set(sessionAtom, null);
  // Something shows the count, as the logged-in panel does.
  const stop = store.sub(unclaimedCountAtom, () => undefined);
  const asked = () => api.calls.filter((c) => c.id === getUnreadCount.id).length;
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { store, stop, asked, settle, setCount: (n: number) => (count = n) };
}

describe('unread messages count (CSP_unreadCount)', () => {
  it('R2.36 R2.76 is asked after login and feeds the panel and the menu badge; visitors ask nothing', async () => {
    const { store, asked, settle } = setup();
    await settle();
    expect(asked()).toBe(0);
    expect(store.get(unreadMessagesCountAtom)).toBe(0);
    store.set(sessionAtom, memberSession());
    await settle();
    expect(asked()).toBe(1);
    expect(store.get(unreadMessagesCountAtom)).toBe(4);
    expect(store.get(unclaimedCountAtom)).toBe(4);
    expect(store.get(badgeCountsAtom).messages).toBe(4);
  });

  it('polls every minute while the page is visible, not while it is hidden, and again on coming back', async () => {
    const { store, asked, settle, setCount } = setup();
    store.set(sessionAtom, memberSession());
    await settle();
    setCount(6);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(2);
    expect(store.get(unreadMessagesCountAtom)).toBe(6);
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(asked()).toBe(2);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(asked()).toBe(3);
  });

  it('a count learned from a read shows at once, until the platform answers again; sign-out clears it', async () => {
    const { store, settle, setCount } = setup();
    store.set(sessionAtom, memberSession());
    await settle();
    store.set(unreadMessagesCountAtom, 3);
    expect(store.get(unreadMessagesCountAtom)).toBe(3);
    setCount(2);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(store.get(unreadMessagesCountAtom)).toBe(2);
    store.set(clearSessionAtom);
    await settle();
    expect(store.get(unreadMessagesCountAtom)).toBe(0);
  });

  it('keeps the last count when a poll fails; trial accounts ask nothing', async () => {
    const { store, asked, settle } = setup();
    store.set(sessionAtom, memberSession());
    await settle();
    (store.get(apiClientAtom) as FakeApiClient).fail(getUnreadCount, 'NETWORK', 'offline');
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(asked()).toBe(2);
    expect(store.get(unreadMessagesCountAtom)).toBe(4);
    store.set(sessionAtom, memberSession({ isAgent: 4, token: 'trial-token-0123456789' }));
    await settle();
    expect(asked()).toBe(2);
    expect(store.get(unreadMessagesCountAtom)).toBe(0);
  });
});
