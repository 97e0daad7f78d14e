import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './own-platform';
import { expect, test } from './support';

/**
 * A platform of its own serving jade (on localhost) with three modules switched off in its
 * platform.json, one of each kind: the lottery (a game lobby), the point mall (a page whose
 * route the spec requires) and the reward centre (a member-centre page). site.json stays as
 * shipped, with all three in it. Demo data, for the demo member's member centre.
 */
let platform: OwnPlatform | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startOwnPlatform({
    sites: { jade: () => undefined },
    platforms: {
      jade: (settings) => {
        settings.modules = { lottery: false, pointMall: false, rewardCenter: false };
      },
    },
    domains: { localhost: 'jade' },
    seedDemo: true,
  });
});

test.afterAll(() => platform?.stop());

const home = () => `http://localhost:${platform!.port}`;

// A switched-off route's page answers 404, which the browser reports as a failed load.
test.use({ allowed: [/status of 404/] });

async function signInAsDemo(page: Page): Promise<void> {
  const header = page.locator('header');
  await header.getByPlaceholder('Username').fill('demo');
  await header.getByPlaceholder('Password').fill('Demo1234');
  await header.getByRole('button', { name: 'Log in' }).first().click();
  // Password hashing is deliberately slow, and this platform starts its own demo data beside the shared one.
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 60_000 });
}

test('a module switched off in platform.json is gone from the nav, its routes answer not found and its calls 403 DISABLED', async ({
  page,
}) => {
  // The shipped site.json has both in its nav and pages: only the switches take them out.
  const site = JSON.parse(fs.readFileSync(path.join(platform!.dir, 'jade', 'site.json'), 'utf8')) as {
    nav: { route?: string }[];
    pages: { route: string }[];
  };
  expect(site.nav.map((n) => n.route)).toContain('/lottery');
  expect(site.pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/lottery', '/pointMall']));

  await page.goto(`${home()}/`, { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation').first();
  await expect(nav.locator('a[href="/rng"]').first()).toBeVisible();
  await expect(page.locator('a[href="/lottery"], a[href="/pointMall"]')).toHaveCount(0);

  for (const route of ['/lottery', '/pointMall']) {
    const res = await page.goto(`${home()}${route}`);
    expect(res?.status(), route).toBe(404);
  }

  const lottery = await page.request.get(`${home()}/lgw/vn/games/game_menu`, {
    headers: { 'x-module': 'lottery' },
  });
  expect(lottery.status()).toBe(403);
  expect(((await lottery.json()) as { code: string }).code).toBe('DISABLED');
  const mall = await page.request.get(`${home()}/wps/relay/MCS2_getPointReward`, {
    headers: { 'x-module': 'points' },
  });
  expect(mall.status()).toBe(403);
  expect(((await mall.json()) as { code: string }).code).toBe('DISABLED');
});

test('a member-centre page switched off is not in the member centre', async ({ page }) => {
  await page.goto(`${home()}/`);
  await signInAsDemo(page);
  await page.locator('header').getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('button', { name: /^Mission activity/ })).toBeVisible();
  await expect(centre.getByRole('button', { name: /^Reward centre/ })).toHaveCount(0);
});
