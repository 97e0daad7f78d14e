import type { Site } from '../../../schemas/site/site';
import { walkConditions } from '../../../schemas/site/walk-conditions';
import { pageAtPath } from '../../../schemas/site/page-at-path';

/**
 * Whether the platform can draw a page's first screen the way every guest's browser would:
 * the path is one of the site's pages (any other path is the not-found page, drawn by the
 * portal: no work for a made-up address), and neither the frame nor the page shows a part by
 * the window's width or the kind of device, which the platform cannot know before the page
 * arrives.
 */
export function firstScreenFits(site: Site, pathname: string): boolean {
  const page = pageAtPath(site.pages, pathname);
  if (!page) return false;
  const pagePointer = `/pages/${site.pages.indexOf(page)}/`;
  return !walkConditions(site).some(
    ({ condition, pointer }) =>
      (pointer.startsWith('/layout/') || pointer.startsWith(pagePointer)) &&
      ('viewport' in condition || 'device' in condition),
  );
}
