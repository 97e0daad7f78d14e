import type { Page } from '@playwright/test';
import { origin, servedJson, servedWhitelabels } from './accounts-support';
import { pausedPageProxy } from './paused-page-proxy';
import { expect, test } from './support';

/**
 * Issue #17, docs/decisions/first-screen-from-the-platform.md: the platform sends a guest's
 * first screen of a page as HTML, drawn by the portal's own components, so it is painted before
 * any script has run; the portal's scripts start once it is painted, and the portal's first
 * render takes its place.
 */
const lobbies = ['/', '/rng', '/live', '/lottery', '/promotions'];

interface SiteView {
  merchant: { name: string };
  languages: { header: string[]; default: string };
}

/** Whether the first screen was in the page when its parsing ended (before any script of the portal ran). */
const SCREEN_AT_PARSE_END = `
  document.addEventListener('DOMContentLoaded', () => {
    window.__screenAtParseEnd = !!document.querySelector('[data-first-screen]');
  });
`;
const screenAtParseEnd = (page: Page) =>
  page.evaluate(() => (window as unknown as { __screenAtParseEnd?: boolean }).__screenAtParseEnd);

for (const code of servedWhitelabels) {
  const site = servedJson<SiteView>(code, 'site.json');

  test(`${code}: each lobby's first screen is in the page the platform sends, drawn and styled with no script`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') cspViolations.push(msg.text());
    });
    for (const route of lobbies) {
      await page.goto(`${origin(code)}${route}`);
      const screen = page.locator('[data-first-screen]');
      // The frame: the header with the merchant's logo and the guest's buttons, and the page.
      await expect(screen.locator('header').first(), route).toBeVisible();
      await expect(screen.locator(`a[aria-label="${site.merchant.name} home"]`), route).toBeVisible();
      await expect(screen.locator('button', { hasText: 'Log in' }).first(), route).toBeVisible();
      await expect(screen.locator('main#main'), route).toBeVisible();
      // Its style attributes are let through the page's CSP (by their hashes): the logo's height.
      expect(
        await screen
          .locator(`a[aria-label="${site.merchant.name} home"]`)
          .evaluate((a) => getComputedStyle(a).getPropertyValue('--h')),
        route,
      ).toBe('40px');
      // Nothing in it answers before the portal has drawn its own.
      expect(await screen.getAttribute('inert'), route).toBe('');
    }
    // Every lobby with a banner carousel shows its first banner, fetched first.
    await page.goto(`${origin(code)}/rng`);
    const hero = page.locator('[data-first-screen] img[fetchpriority="high"]').first();
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test(`${code}: the portal's scripts start once the first screen is painted with its hero, and its first render takes its place`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript({ content: SCREEN_AT_PARSE_END });
    for (const route of ['/', '/rng']) {
      await page.goto(`${origin(code)}${route}`);
      expect(await screenAtParseEnd(page), route).toBe(true);
      // The portal's own page replaces the screen, and answers: the login opens.
      await expect(page.locator('[data-first-screen]'), route).toHaveCount(0);
      await expect(page.locator('main#main'), route).toBeVisible();
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
        const loaded = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = loaded.filter((e) => /\/assets\/[^/]+\.js$/.test(e.name));
        // The hero banner: in view, fetched first (preloaded), on the line before any script.
        const hero = loaded.find((e) => e.name.includes('/art/banner/'));
        return {
          paint,
          heroArrived: hero?.responseEnd,
          firstScript: Math.min(...scripts.map((e) => e.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, route).toBeGreaterThan(0);
      // Started by the paint, not by the loader's 3 s cap (an image it waited for in vain).
      await expect(page.locator('html'), route).toHaveAttribute('data-scripts-started', 'painted');
      expect(
        timing.firstScript,
        `${route}: a script was asked for before the first paint`,
      ).toBeGreaterThanOrEqual(timing.paint);
      expect(timing.heroArrived, `${route}: the hero banner`).toBeDefined();
      expect(
        timing.firstScript,
        `${route}: a script was asked for before the hero banner arrived`,
      ).toBeGreaterThanOrEqual(timing.heroArrived ?? Infinity);
    }
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await expect(
      page
        .getByRole('dialog')
        .or(page.locator('form').filter({ hasText: 'Password' }))
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test(`${code}: a member, or a guest who chose another language or theme, never sees the guest's screen`, async ({
    browser,
  }) => {
    const other = site.languages.header.find((l) => l !== site.languages.default);
    const visits: [string, Record<string, string>, boolean][] = [
      ['a first visit', {}, true],
      ['the language shown already chosen', { 'tsr.language': site.languages.default }, true],
      ['a member', { 'tsr.session': JSON.stringify({ token: 'x', username: 'member' }) }, false],
      ...(other
        ? [
            ['another language', { 'tsr.language': other }, false] as [
              string,
              Record<string, string>,
              boolean,
            ],
          ]
        : []),
      ['another theme', { 'tsr.theme': code === 'lumen' ? 'dark' : 'light' }, false],
    ];
    for (const [visit, stored, shown] of visits) {
      const context = await browser.newContext();
      await context.addInitScript({
        content: `for (const [key, value] of Object.entries(${JSON.stringify(stored)})) localStorage.setItem(key, value);
          ${SCREEN_AT_PARSE_END}`,
      });
      const page = await context.newPage();
      await page.goto(`${origin(code)}/`);
      expect(await screenAtParseEnd(page), visit).toBe(shown);
      await expect(page.locator('html'), visit).toHaveAttribute(
        'data-scripts-started',
        shown ? 'painted' : 'not-for-this-visitor',
      );
      await expect(page.locator('main#main'), visit).toBeVisible();
      await context.close();
    }
  });
}

/** Records, once the first screen has left, each widget placeholder in the page. */
const RECORD_PLACEHOLDERS = `
  window.__placeholders = [];
  new MutationObserver(() => {
    if (document.querySelector('[data-first-screen]')) return;
    for (const el of document.querySelectorAll('[data-widget-placeholder]'))
      window.__placeholders.push(el.getAttribute('data-widget-placeholder'));
  }).observe(document, { subtree: true, childList: true });
`;

test('the first screen gives way to a complete page: the portal draws its frame (header, footer, side bars) and page without a placeholder', async ({
  browser,
}) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_PLACEHOLDERS });
    await page.goto(`${origin('aurora')}/`);
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await expect(page.locator('footer').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders),
    ).toEqual([]);
    await context.close();
  }
});

/** Each frame the browser drew while the first screen was in the page: whole, or only its first part. */
const RECORD_SCREEN_FRAMES = `
  window.__screenFrames = [];
  (function frame() {
    if (document.querySelector('[data-first-screen]'))
      window.__screenFrames.push(document.getElementById('tessera-scripts') ? 'whole' : 'part');
    requestAnimationFrame(frame);
  })();
`;

test('a first screen that arrives in pieces is painted whole: no frame shows half a header', async ({
  browser,
}) => {
  // The page stops for a second and a half just after the header's logo, as on a slow line.
  const proxy = await pausedPageProxy((html) => {
    const screen = html.indexOf('data-first-screen');
    return screen < 0 ? -1 : html.indexOf('</a>', screen) + '</a>'.length;
  }, 1500);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_SCREEN_FRAMES });
    await page.goto(`http://aurora.localhost:${proxy.port}/rng`);
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await expect(page.locator('main#main')).toBeVisible();
    const frames = await page.evaluate(
      () => (window as unknown as { __screenFrames: string[] }).__screenFrames,
    );
    // The screen was drawn (the check saw it), and never before all of it had arrived.
    expect(frames).toContain('whole');
    expect(frames).not.toContain('part');
    await context.close();
  } finally {
    await proxy.close();
  }
});
