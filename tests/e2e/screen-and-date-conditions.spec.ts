import type { Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './own-platform';
import { dismissPopupNotices, expect, test } from './support';

/**
 * A merchant's site that shows parts of its home by the window's width, the kind of device
 * and the date (docs/decisions/device-and-date-conditions.md), on a platform of its own so
 * no shipped site carries test-only content.
 */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const heading = (text: string) => ({
  type: 'section',
  props: { title: Object.fromEntries(['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'].map((l) => [l, text])) },
});

let platform: OwnPlatform | undefined;
let home = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startOwnPlatform({
    sites: {
      aurora: (site) => {
        site.pages[0].nodes.unshift(
          { id: 'on-phone-wide', ...heading('Phone-wide window'), when: { viewport: 'phone' } },
          { id: 'on-desktop-wide', ...heading('Desktop-wide window'), when: { viewport: ['desktop'] } },
          { id: 'on-phones', ...heading('On a phone'), when: { device: 'phone' } },
          {
            id: 'christmas',
            ...heading('Christmas week'),
            when: { dates: { from: '2026-12-24T00:00:00+08:00', until: '2026-12-31T00:00:00+08:00' } },
          },
        );
      },
    },
    domains: { localhost: 'aurora' },
  });
  home = `http://localhost:${platform.port}/`;
});

test.afterAll(() => platform?.stop());

const shown = (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true });

test('a viewport condition follows the window across a breakpoint without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(home);
  await expect(shown(page, 'Desktop-wide window')).toBeVisible();
  await expect(shown(page, 'Phone-wide window')).toHaveCount(0);
  // A desktop browser is not a phone, however narrow its window.
  await expect(shown(page, 'On a phone')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(shown(page, 'Phone-wide window')).toBeVisible();
  await expect(shown(page, 'Desktop-wide window')).toHaveCount(0);
  await expect(shown(page, 'On a phone')).toHaveCount(0);

  await page.setViewportSize({ width: 800, height: 800 });
  await expect(shown(page, 'Phone-wide window')).toHaveCount(0);
  await expect(shown(page, 'Desktop-wide window')).toHaveCount(0);
});

test('a device condition shows on a phone whatever the window, and is there from the first paint', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 1100, height: 800 } });
  const page = await context.newPage();
  await dismissPopupNotices(page);
  await page.goto(home);
  await expect(shown(page, 'On a phone')).toBeVisible();
  await expect(shown(page, 'Desktop-wide window')).toBeVisible();
  await context.close();
});

test('a date window opens at its moment while the page is open, and closes at its end', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-12-23T15:59:00Z') });
  await page.goto(home);
  await expect(shown(page, 'Desktop-wide window')).toBeVisible();
  await expect(shown(page, 'Christmas week')).toHaveCount(0);
  // 2026-12-24T00:00 in UTC+8 is 16:00 UTC on the 23rd.
  await page.clock.fastForward(61_000);
  await expect(shown(page, 'Christmas week')).toBeVisible();
  await page.clock.fastForward(7 * 86_400_000);
  await expect(shown(page, 'Christmas week')).toHaveCount(0);
});
