import { pageAtPath } from '@schemas/site/page-at-path';
import type { Site } from '@schemas/site/site';
import { conditionContextAtom } from '../atoms/condition-context';
import type { PortalStore } from '../widgets/define-widget';
import { preloadNodes } from './preload-nodes';

/**
 * What the first render of a path needs before it draws: the chunks and first data of the
 * frame's widgets (header, footer, side bars) and the page's. The portal's first render in
 * the browser and the first screen the platform draws wait for the same, so both draw the
 * page at its final size, with no placeholder that a widget then replaces.
 */
export function preloadFirstRender(site: Site, pathname: string, store: PortalStore): Promise<void> {
  const page = pageAtPath(site.pages, pathname);
  return preloadNodes(
    [...site.layout.header, ...(page?.nodes ?? []), ...site.layout.footer, ...site.layout.sidebars],
    store.get(conditionContextAtom),
    store,
  );
}
