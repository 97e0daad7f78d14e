import { closure, entryKeyOf, type Manifest } from './build-manifest';
import { pageAtPath } from '../../schemas/site/page-at-path';
import { firstLoadFiles, type SiteChunksView } from './first-load-chunks';

/**
 * The `<link>`s that let the browser fetch, side by side with the entry, every chunk the first
 * render of a page waits for: the widgets of the merchant's frame and of the page, and the
 * default language's catalog. Without them the browser finds these chunks only once the entry
 * has run (and a widget's own imports only once the widget's chunk has arrived): a waterfall.
 * Scripts are `modulepreload` (same origin: the CSP's `script-src 'self'` covers them); styles
 * are `preload` (never render-blocking: the portal adds the stylesheet when the widget loads,
 * from the cache). What the built index.html already names (the entry and its imports) is left out.
 */
export function preloadLinks(manifest: Manifest, site: SiteChunksView, pathname: string): string {
  const page = pageAtPath(site.pages, pathname);
  let byPage = cache.get(manifest)?.get(site);
  if (!byPage) {
    byPage = new Map();
    const bySite = cache.get(manifest) ?? new WeakMap<object, Map<unknown, string>>();
    bySite.set(site, byPage);
    cache.set(manifest, bySite);
  }
  // One computation per merchant's site and page, however many paths the page answers.
  let links = byPage.get(page ?? null);
  if (links === undefined) {
    links = linksFor(manifest, site, page);
    byPage.set(page ?? null, links);
  }
  return links;
}

const cache = new WeakMap<Manifest, WeakMap<object, Map<unknown, string>>>();

function linksFor(manifest: Manifest, site: SiteChunksView, page: { nodes: unknown } | undefined): string {
  const entry = entryKeyOf(manifest);
  const inHtml = closure(manifest, entry ? [entry] : []);
  const files = [...firstLoadFiles(manifest, site, page)].filter((f) => !inHtml.has(f));
  // `crossorigin` as Vite's loader requests them, so the preloaded response is the one it uses.
  const scripts = files
    .filter((f) => f.endsWith('.js'))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const styles = files
    .filter((f) => f.endsWith('.css'))
    .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`);
  return [...scripts, ...styles].join('');
}

/** The page with its preload links at the end of its head. */
export function withPreloads(html: string, links: string): string {
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}
