import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { SiteNode } from '@schemas/site/node';
import type { ConditionContext } from '../atoms/condition-context';
import type { WidgetDefinition } from '../widgets/define-widget';
import { widgetsByType } from '../widgets/registry';
import { preloadNodes } from './preload-nodes';

const visitor: ConditionContext = {
  loggedIn: false,
  isAgent: 0,
  memberLabels: [],
  flags: new Set(),
  features: new Set(),
  language: 'EN',
  headerLanguages: ['EN'],
  route: '/',
  viewport: 'desktop',
  device: 'desktop',
  now: Date.parse('2026-11-30T12:00:00Z'),
};

/** A widget whose chunk never arrives (a stalled line), and whose first data is recorded. */
function stalledWidget(prefetched: unknown[]): WidgetDefinition {
  return {
    type: 'stalled',
    preload: () => new Promise(() => undefined),
    prefetch: (props: Record<string, unknown>) => {
      prefetched.push(props);
      return Promise.resolve();
    },
  } as unknown as WidgetDefinition;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function settledAfter(wait: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void wait.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('preloading the nodes a render draws', () => {
  it('waits for a stalled chunk at most 4 s: the page then draws, a placeholder in its place', async () => {
    vi.useFakeTimers();
    vi.spyOn(widgetsByType, 'get').mockReturnValue(stalledWidget([]));
    const nodes: SiteNode[] = [{ type: 'stalled' } as SiteNode];
    const store = createStore();
    expect(await settledAfter(preloadNodes(nodes, visitor, store), 3_900)).toBe(false);
    expect(await settledAfter(preloadNodes(nodes, visitor, store), 4_100)).toBe(true);
  });

  it('asks for the first data of the nodes whose conditions hold, children included', async () => {
    const prefetched: unknown[] = [];
    vi.spyOn(widgetsByType, 'get').mockReturnValue({
      ...stalledWidget(prefetched),
      preload: () => Promise.resolve(),
    } as WidgetDefinition);
    const nodes = [
      { type: 'stalled', props: { n: 1 }, children: [{ type: 'stalled', props: { n: 2 } }] },
      { type: 'stalled', props: { n: 3 }, when: { loggedIn: true } },
    ] as SiteNode[];
    await preloadNodes(nodes, visitor, createStore());
    expect(prefetched).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
