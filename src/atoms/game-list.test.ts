import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { getGameList } from '../api/endpoints';
import { createFakeApiClient } from '../api/fake-client';
import { loadWhitelabelSite } from '../../tests/support/load-site';
import { demoGameList } from '../../tests/support/game-fixtures';
import { memberSession } from '../../tests/support/render-widget';
import { gameListAtoms, nextFilters } from './game-list';
import { apiClientAtom } from './api';
import { sessionAtom } from './session';
import { siteAtom } from './site';

function setup(handler = demoGameList as (q: Parameters<typeof demoGameList>[0]) => unknown) {
  const api = createFakeApiClient().on(getGameList, handler as typeof demoGameList);
  const store = createStore();
  store.set(siteAtom, loadWhitelabelSite('aurora'));
  store.set(apiClientAtom, api);
  store.set(sessionAtom, memberSession());
  return { store, api, list: gameListAtoms('RNG') };
}
const listCalls = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === 'games.list').map((c) => c.input as Record<string, unknown>);

describe('game list rules', () => {
  it('R4.27 a filter change keeps the vendor, clears the other filters; a vendor change clears all', () => {
    const f = { vassalage: 'SPX', gameName: 'gold', gameClassify: 'jackpot' as const, minBet: 0.05 as const };
    expect(nextFilters(f, 'gameClassify', 'table')).toEqual({ vassalage: 'SPX', gameClassify: 'table' });
    expect(nextFilters(f, 'minBet', 0.1)).toEqual({ vassalage: 'SPX', minBet: 0.1 });
    expect(nextFilters(f, 'gameName', 'koi')).toEqual({ vassalage: 'SPX', gameName: 'koi' });
    expect(nextFilters(f, 'vassalage', 'LUM')).toEqual({ vassalage: 'LUM' });
    expect(nextFilters(f, 'vassalage', undefined)).toEqual({});
  });

  it('R4.27 R9.8 changing a filter reloads page 1 with size 21 and the query of spec §3', async () => {
    const { store, api, list } = setup();
    await store.set(list.loadMore);
    await store.set(list.loadMore);
    expect(store.get(list.state).items).toHaveLength(42);
    await store.set(list.setFilter, 'minBet', 0.05);
    const last = listCalls(api).at(-1)!;
    expect(last).toMatchObject({
      clientType: 3,
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 21,
      minBet: 0.05,
    });
    expect(store.get(list.state).items.every((g) => g.minBetMinor === 5)).toBe(true);
    expect(store.get(list.state).pageNo).toBe(1);
  });

  it('R5.15 the same value twice runs no second search', async () => {
    const { store, api, list } = setup();
    await store.set(list.setFilter, 'gameName', 'gold');
    await store.set(list.setFilter, 'gameName', ' gold ');
    expect(listCalls(api).filter((c) => c.gameName === 'gold')).toHaveLength(1);
  });

  it('R4.28 loading is blocked while a request is in flight and when there is no more', async () => {
    let release: () => void = () => undefined;
    const { store, api, list } = setup(
      (q) => new Promise((resolve) => (release = () => resolve(demoGameList(q)))),
    );
    const first = store.set(list.loadMore);
    await store.set(list.loadMore);
    await store.set(list.loadMore);
    expect(listCalls(api)).toHaveLength(1);
    release();
    await first;
    expect(store.get(list.state).items).toHaveLength(21);
    // A vendor with 24 games: two pages, then nothing more to ask for.
    const p = store.set(list.setFilter, 'vassalage', 'TSR');
    release();
    await p;
    const more = store.set(list.loadMore);
    release();
    await more;
    expect(store.get(list.state)).toMatchObject({ hasMore: false, pageNo: 2 });
    expect(store.get(list.state).items).toHaveLength(24);
    const before = listCalls(api).length;
    await store.set(list.loadMore);
    expect(listCalls(api)).toHaveLength(before);
  });

  it('keeps only the latest answer when filters change while a page loads', async () => {
    const resolvers: (() => void)[] = [];
    const { store, list } = setup(
      (q) => new Promise((resolve) => resolvers.push(() => resolve(demoGameList(q)))),
    );
    const a = store.set(list.setFilter, 'gameClassify', 'jackpot');
    const b = store.set(list.setFilter, 'gameClassify', 'arcade');
    resolvers[1]!();
    resolvers[0]!();
    await Promise.all([a, b]);
    const s = store.get(list.state);
    expect(s.filters.gameClassify).toBe('arcade');
    expect(s.items.every((g) => g.classify === 'arcade')).toBe(true);
  });
});
