import { expect as baseExpect, type Page } from '@playwright/test';
import { origin, signOut } from './accounts-support';
import { dismissPopupNotices, test } from './support';

/**
 * Category favourites (a vendor of a game type, docs/decisions/category-favourites.md) in
 * Chromium against the real platform: kept on the platform, so they follow the member.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.locator('header');
const vendors = (page: Page) => page.getByRole('region', { name: 'Vendors' });
const order = (page: Page) =>
  vendors(page)
    .getByRole('group')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
const star = (page: Page, name: string) =>
  vendors(page).getByRole('group', { name, exact: true }).getByRole('button', { name: 'Favourite' });

async function logIn(page: Page, username: string) {
  await header(page).getByPlaceholder('Username').fill(username);
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('R2.60 a member stars a live vendor: it comes first and starred, kept on the platform across browsers', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/live`);
  await logIn(page, 'demodown1');
  await expect(vendors(page).getByRole('group').nth(1)).toBeVisible();
  const before = await order(page);
  const last = before[before.length - 1] ?? '';
  await star(page, last).click();
  await expect(star(page, last)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => order(page).then((o) => o[0])).toBe(last);

  // Another browser (no shared storage): the same member finds it; another member does not.
  const elsewhere = await (await browser.newContext()).newPage();
  await dismissPopupNotices(elsewhere);
  await elsewhere.goto(`${origin('aurora')}/live`);
  await logIn(elsewhere, 'demodown1');
  await expect(star(elsewhere, last)).toHaveAttribute('aria-pressed', 'true');
  expect((await order(elsewhere))[0]).toBe(last);
  await signOut(elsewhere);
  await elsewhere.goto(`${origin('aurora')}/live`);
  await logIn(elsewhere, 'demodown2');
  await expect(star(elsewhere, last)).toHaveAttribute('aria-pressed', 'false');
  expect(await order(elsewhere)).toEqual(before);

  // Unstarred, it goes back to its place.
  await star(page, last).click();
  await expect(star(page, last)).toHaveAttribute('aria-pressed', 'false');
  expect(await order(page)).toEqual(before);
  expect(consoleErrors).toEqual([]);
});
