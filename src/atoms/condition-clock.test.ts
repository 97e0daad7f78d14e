import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@schemas/site/site';
import { conditionClockAtom } from './condition-clock';
import { siteAtom } from './site';

/** A site whose only conditions are a Christmas date window on a nav item and a node. */
function christmasSite(): Site {
  const christmas = { dates: { from: '2026-12-24T00:00:00Z', until: '2026-12-27T00:00:00Z' } };
  return {
    nav: [{ key: 'xmas', when: christmas }],
    layout: { header: [], footer: [], sidebars: [] },
    pages: [{ route: '/', nodes: [{ type: 'section', when: { not: christmas } }] }],
    popups: {},
    memberCentre: { pages: [] },
    agentCentre: { pages: [] },
  } as unknown as Site;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-23T23:59:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the clock of date conditions', () => {
  it('moves when a date window opens and when it closes, and at no other moment', () => {
    const store = createStore();
    store.set(siteAtom, christmasSite());
    const seen: number[] = [];
    // Mounting keeps the time read when the module loaded: no window opened or closed since.
    const unsubscribe = store.sub(conditionClockAtom, () => seen.push(store.get(conditionClockAtom)));
    expect(seen).toEqual([]);

    vi.advanceTimersByTime(59_000);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([Date.parse('2026-12-24T00:00:00Z')]);

    vi.advanceTimersByTime(3 * 86_400_000 - 1);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([Date.parse('2026-12-24T00:00:00Z'), Date.parse('2026-12-27T00:00:00Z')]);

    vi.advanceTimersByTime(400 * 86_400_000);
    expect(seen).toHaveLength(2);
    unsubscribe();
  });

  it('keeps the time it holds on mount when no window opened or closed since, and moves when one did', async () => {
    vi.resetModules();
    const fresh = await import('./condition-clock');
    const { siteAtom: freshSite } = await import('./site');
    const loadedAt = Date.now();
    for (const [mountAt, moves] of [
      ['2026-12-23T23:59:30Z', false],
      ['2026-12-24T00:00:00Z', true],
    ] as const) {
      vi.setSystemTime(new Date(mountAt));
      const store = createStore();
      store.set(freshSite, christmasSite());
      const unsubscribe = store.sub(fresh.conditionClockAtom, () => undefined);
      expect(store.get(fresh.conditionClockAtom)).toBe(moves ? Date.parse(mountAt) : loadedAt);
      unsubscribe();
    }
  });

  it('stops its timer when nothing reads it', () => {
    const store = createStore();
    store.set(siteAtom, christmasSite());
    const unsubscribe = store.sub(conditionClockAtom, () => undefined);
    expect(vi.getTimerCount()).toBe(1);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });
});
