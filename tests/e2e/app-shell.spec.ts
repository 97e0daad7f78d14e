import { expect, test } from './support';

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
