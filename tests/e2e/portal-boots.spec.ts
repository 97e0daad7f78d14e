import { expect, test } from './support';

test('the home page of the default whitelabel renders without console errors', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await expect(page).toHaveTitle('Aurora Play');
  expect(consoleErrors).toEqual([]);
});
