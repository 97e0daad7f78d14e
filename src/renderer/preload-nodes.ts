import type { SiteNode } from '@schemas/site/node';
import type { ConditionContext } from '../atoms/condition-context';
import type { PortalStore } from '../widgets/define-widget';
import { widgetsByType } from '../widgets/registry';
import { evaluateCondition } from './evaluate-condition';

/** How long the first render waits for chunks; after it the page draws with placeholders. */
const PRELOAD_WAIT_MS = 4_000;

/**
 * Fetch, side by side, the chunks of every widget the nodes will draw now (their conditions
 * hold), children included, and the first data of widgets sized by their data (prefetch), and
 * settle when they are all here (or failed, which the node then shows), at most
 * PRELOAD_WAIT_MS. Awaited before the first render, the page draws its header and content at
 * their final size in one go instead of growing as each chunk arrives (a waterfall: a row's
 * children are found only once the row has rendered) or shrinking when a list is shorter
 * than its skeleton.
 */
export function preloadNodes(
  nodes: readonly SiteNode[],
  context: ConditionContext,
  store: PortalStore,
): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const walk = (list: readonly SiteNode[]) => {
    for (const node of list) {
      if (!evaluateCondition(node.when, context)) continue;
      const widget = widgetsByType.get(node.type);
      if (widget) loads.push(widget.preload());
      if (widget?.prefetch) loads.push(widget.prefetch(node.props ?? {}, store));
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PRELOAD_WAIT_MS);
    void Promise.allSettled(loads).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
