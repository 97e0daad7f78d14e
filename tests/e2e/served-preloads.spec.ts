import path from 'node:path';
import { readManifest } from '../../server/portal/build-manifest';
import { pageAtPath } from '../../schemas/site/page-at-path';
import { firstLoadFiles, type SiteChunksView } from '../../server/portal/first-load-chunks';
import { origin, servedJson, servedWhitelabels } from './accounts-support';
import { expect, test } from './support';

const sites = servedWhitelabels.map((code) => ({
  code,
  site: servedJson<SiteChunksView>(code, 'site.json'),
}));

test('home’s widget chunks are named by the served page and fetched from there, not found in a waterfall', async ({
  browser,
}) => {
  const manifest = readManifest(path.resolve('dist'));
  if (!manifest) throw new Error('the portal is not built: run npm run build');
  for (const { code, site } of sites) {
    // What the first render of home waits for, from the real build's chunk graph.
    const needed = [...firstLoadFiles(manifest, site, pageAtPath(site.pages, '/'))]
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/${f}`);
    // A fresh context: an empty cache, the way a first visit arrives.
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched.add(pathname);
    });
    await page.goto(`${origin(code)}/`);
    // Named in the head, or, on a page carrying its first screen, in the list its loader starts
    // once the screen is painted (server/portal/first-screen/first-screen-loader.ts).
    const named = await page.evaluate(() => {
      const listed = document.getElementById('tessera-scripts')?.textContent;
      if (listed) return (JSON.parse(listed) as { href: string }[]).map((file) => file.href);
      return [...document.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')].map(
        (el) => new URL(el.getAttribute('src') ?? el.getAttribute('href') ?? '', location.href).pathname,
      );
    });
    // Every script home's first render needs is named in the HTML the platform served...
    expect(
      needed.filter((f) => !named.includes(f)),
      code,
    ).toEqual([]);
    // ...nothing is named twice or for nothing a guest sees...
    expect(new Set(named).size, code).toBe(named.length);
    expect(
      named.filter((f) => !needed.includes(f)),
      code,
    ).toEqual([]);
    // ...and the browser fetched them: the portal's header (in place of the first screen) drew from them.
    await expect(page.locator('[data-first-screen]'), code).toHaveCount(0);
    await expect(page.locator('header').first(), code).toBeVisible();
    expect(
      needed.filter((f) => !fetched.has(f)),
      code,
    ).toEqual([]);
    // Issue #17: at most 25 script requests for the first render.
    expect(needed.length, code).toBeLessThanOrEqual(25);
    await context.close();
  }
});
