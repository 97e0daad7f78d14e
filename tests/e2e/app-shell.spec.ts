import { expect, resizeTo, test } from './support';

test('R8.10 a widget chunk that fails to load shows a load error, and the rest of the page stays', async ({
  page,
}) => {
  await page.route(/\/assets\/game-lobby-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/sports');
  await expect(page.getByRole('alert')).toContainText('This part of the page could not load.');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
});

test('R2.19 the root layout carries the path as a class', async ({ page, consoleErrors }) => {
  await page.goto('/live');
  await expect(page.locator('#root > div').first()).toHaveClass(/(^|\s)live(\s|$)/);
  await page.goto('/noticePage');
  await expect(page.locator('#root > div').first()).toHaveClass(/(^|\s)noticePage(\s|$)/);
  expect(consoleErrors).toEqual([]);
});

test('the header, the page and the footer share one left edge at every width, the side bar covering none of them', async ({
  page,
}) => {
  await page.goto('/promotions');
  await expect(page.locator('main article').first()).toBeVisible();
  // Phone, tablet, the side bar open beside the content (1200-1480 px), and wide.
  for (const width of [390, 1024, 1280, 1440, 1920]) {
    await resizeTo(page, { width, height: 900 });
    const edges = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      /** Where an element's content starts: its box's left edge and its left padding. */
      const contentLeft = (selector: string) => {
        const el = document.querySelector(selector);
        if (!el) return NaN;
        return Math.round(el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft));
      };
      const bar = document.querySelector('nav[aria-label="Shortcuts"]');
      const licences = box('footer [aria-label="Licences"]');
      const firstBlock = [...document.querySelectorAll('main#main > *')]
        .map((el) => el.getBoundingClientRect())
        // Past what is drawn for screen readers only (a visually hidden heading is 1 px wide).
        .find((r) => r.width > 1);
      return {
        header: contentLeft('[data-testid="header-row-main"] > div'),
        page: Math.round(firstBlock?.left ?? NaN),
        footer: Math.round(licences?.left ?? NaN),
        pageEnd: Math.round(firstBlock?.right ?? NaN),
        footerEnd: Math.round(box('footer [aria-label="Follow us"]')?.right ?? NaN),
        bar: bar ? Math.round(bar.getBoundingClientRect().left) : Infinity,
      };
    });
    expect(edges.page, `${width}px: ${JSON.stringify(edges)}`).toBe(edges.header);
    // On a phone the footer's badges are centred.
    if (width > 720) expect(edges.footer, `${width}px: ${JSON.stringify(edges)}`).toBe(edges.header);
    if (width >= 1200) {
      expect(edges.pageEnd, `${width}px: ${JSON.stringify(edges)}`).toBeLessThanOrEqual(edges.bar);
      expect(edges.footerEnd, `${width}px: ${JSON.stringify(edges)}`).toBeLessThanOrEqual(edges.bar);
    }
  }
});
