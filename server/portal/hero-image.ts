import type { Language } from '../../schemas/site/constants';
import type { Queryable } from '../db/database';
import type { Merchant } from '../domain/merchant';
import { servedBanners } from '../services/content/banners';
import { escapeHtml } from './merchant-head';
import { pageAtPath } from '../../schemas/site/page-at-path';
import { guestNodesIn, type SiteChunksView } from './first-load-chunks';

/**
 * The image a first visit to a page paints largest: the first banner of the page's first
 * banner carousel a guest sees, in the site's default language (what the portal's first
 * render shows), or undefined when the page has none or its group is empty.
 */
export async function heroImageOf(
  db: Queryable,
  merchant: Merchant,
  site: SiteChunksView,
  pathname: string,
): Promise<string | undefined> {
  const group = firstBannerGroup(site, pathname);
  if (!group) return undefined;
  const language: Language = site.languages.default;
  return (await servedBanners(db, merchant, group, language))[0]?.url;
}

function firstBannerGroup(site: SiteChunksView, pathname: string): string | undefined {
  const page = pageAtPath(site.pages, pathname);
  const carousel = guestNodesIn(page?.nodes, site.languages.default).find(
    (node) => node.type === 'banner-carousel',
  );
  const group = (carousel?.props as { group?: unknown } | undefined)?.group;
  return typeof group === 'string' ? group : undefined;
}

/**
 * A preload of the hero image at high priority, so it arrives with the scripts instead of
 * once the page has rendered and named it (it is the page's largest paint).
 */
export function heroPreloadLink(url: string | undefined): string {
  if (!url) return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`;
}
