import type { Page } from '@playwright/test';
import { origin } from './accounts-support';
import { expect, test } from './support';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const tiles = (page: Page) => page.locator('article').filter({ has: page.locator('[data-phase]') });

test('game tiles below the fold show the merchant’s branded face at their final size until their artwork loads, then the artwork', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('jade')}/`);
  await expect(tiles(page).first()).toBeVisible();
  await expect.poll(() => tiles(page).count()).toBeGreaterThan(12);
  const last = tiles(page).last();
  const box = last.locator('[data-phase]');
  // Far below a phone's fold: not asked for yet, yet not an empty dark box.
  await expect(box).toHaveAttribute('data-phase', 'waiting');
  const face = box.getByTestId('game-art-placeholder');
  await expect(face).toHaveAttribute('data-state', 'loading');
  const name = (await last.getAttribute('aria-label')) ?? '';
  await expect(face).toHaveText(
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => Array.from(w)[0]?.toUpperCase())
      .join(''),
  );
  const waiting = await face.boundingBox();
  const finalBox = await box.boundingBox();
  expect(waiting?.width).toBeGreaterThan(100);
  expect(waiting?.width).toBe(finalBox?.width);
  expect(waiting?.height).toBe(finalBox?.height);

  await last.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-phase', 'loaded');
  await expect(face).toHaveCount(0);
  const art = box.locator('img');
  await expect(art).toBeVisible();
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  // The artwork took the face's place exactly: nothing moved.
  expect(await art.boundingBox()).toEqual(finalBox && (await box.boundingBox()));
  expect(consoleErrors).toEqual([]);
});

test('a tile whose artwork cannot load keeps the merchant’s branded face with the game’s initials, never a broken image', async ({
  page,
}) => {
  // Every piece of game art fails, as on a phone whose connection drops.
  await page.route('**/lgw/art/game/**', (route) => route.abort('failed'));
  await page.goto(`${origin('jade')}/`);
  const first = tiles(page).first();
  await expect(first).toBeVisible();
  const box = first.locator('[data-phase]');
  await expect(box).toHaveAttribute('data-phase', 'failed');
  const face = box.getByTestId('game-art-placeholder');
  await expect(face).toHaveAttribute('data-state', 'failed');
  await expect(face).toBeVisible();
  await expect(box.locator('img')).toHaveCount(0);
  const size = await face.boundingBox();
  expect(size?.width).toBeGreaterThan(80);
  expect(size?.width).toBeCloseTo(size?.height ?? 0, 0);
  // The face wears the merchant's accent, not the page's grey.
  const paint = await face.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(paint).toContain('radial-gradient');
  // The tile is still named by what it shows and still plays.
  const name = (await first.getAttribute('aria-label')) ?? '';
  await expect(
    first.getByRole('button', { name: new RegExp(`^Play ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  ).toBeVisible();
});
