import { expect as baseExpect, type Page } from '@playwright/test';
import { origin, signOut } from './accounts-support';
import { test } from './support';

/**
 * Lottery favourites in Chromium against the real platform: kept in the browser per
 * username (spec §3), so two members sharing a browser each find their own.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.locator('header');
const games = (page: Page) => page.getByRole('group', { name: 'Lottery games' });

/** The lottery game cards' names, in the order shown. */
async function cardOrder(page: Page): Promise<string[]> {
  return games(page)
    .getByRole('group')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}
const star = (page: Page, name: string) =>
  games(page).getByRole('group', { name, exact: true }).getByRole('button', { name: 'Favourite' });

async function logIn(page: Page, username: string) {
  await header(page).getByPlaceholder('Username').fill(username);
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('R3.3 lottery favourites are kept per username: a second member on the same browser does not see the first’s', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/lottery`);
  await logIn(page, 'demodown1');
  await expect(games(page).getByRole('group').nth(1)).toBeVisible();
  const before = await cardOrder(page);
  const last = before[before.length - 1] ?? '';
  expect(before.length).toBeGreaterThan(1);

  // The first member stars the last game: it comes first, starred, and stays after a reload.
  await star(page, last).click();
  await expect(star(page, last)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => cardOrder(page).then((o) => o[0])).toBe(last);
  await page.reload();
  await expect(star(page, last)).toHaveAttribute('aria-pressed', 'true');
  expect((await cardOrder(page))[0]).toBe(last);

  // A second member on the same browser has none.
  await signOut(page);
  await page.goto(`${origin('aurora')}/lottery`);
  await logIn(page, 'demodown2');
  await expect(star(page, last)).toHaveAttribute('aria-pressed', 'false');
  expect(await cardOrder(page)).toEqual(before);

  // The first member's are still there when they come back.
  await signOut(page);
  await page.goto(`${origin('aurora')}/lottery`);
  await logIn(page, 'demodown1');
  await expect(star(page, last)).toHaveAttribute('aria-pressed', 'true');
  expect((await cardOrder(page))[0]).toBe(last);
  expect(consoleErrors).toEqual([]);
});
