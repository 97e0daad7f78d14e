import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { newUsername, nextCaptcha, origin } from './accounts-support';
import { dismissPopupNotices, test } from './support';

/** Passwords are hashed at an OWASP cost in a bounded pool: on a busy machine a login takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.locator('header');
const field = (scope: Locator, label: RegExp) => scope.getByLabel(label).and(scope.locator('input'));

/** Log in as the demo player on a page of a context of the test's own making. */
async function logInAsDemo(page: Page, merchant: string) {
  await dismissPopupNotices(page);
  await page.goto(`${origin(merchant)}/`);
  await header(page).getByPlaceholder('Username').fill('demo');
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Open invite friends from the logged-in panel's invite icon (R6.19). */
async function openInviteFriends(page: Page): Promise<Locator> {
  const centre = page.getByRole('dialog');
  const link = centre.getByRole('textbox', { name: 'Your invitation link' });
  // The panel is usable once the member's info has loaded (the VIP label shows).
  await expect(header(page).getByText('VIP 3')).toBeVisible();
  // Work done right after a login or a reload may still close popups: open again until it
  // stays. Only a closed centre is opened again: one still loading its page is waited for,
  // since a second click would close it.
  await expect(async () => {
    if (!(await centre.isVisible()))
      await header(page).getByRole('button', { name: 'Invite friends' }).click();
    await expect(link).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await expect(centre.getByRole('button', { name: 'Invite friends' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return centre;
}

test('R2.72 R6.19 R3.8 the demo player shares the invite link; a friend registers through it and is listed', async ({
  browser,
  consoleErrors,
}) => {
  const merchant = 'aurora';
  const member = await browser.newContext();
  await member.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin(merchant) });
  const page = await member.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  await logInAsDemo(page, merchant);

  let centre = await openInviteFriends(page);
  const linkField = centre.getByRole('textbox', { name: 'Your invitation link' });
  await expect(linkField).toHaveValue(
    new RegExp(`^${origin(merchant)}/register\\?referralCode=[A-Z2-9]{8}$`),
  );
  const link = await linkField.inputValue();
  await expect(centre.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  // The seeded friends are listed with their totals.
  const table = centre.getByRole('table', { name: 'Friends you invited' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const invitedBefore = Number(
    await centre
      .locator('dt', { hasText: /^Invited$/ })
      .locator('+ dd')
      .innerText(),
  );
  expect(invitedBefore).toBeGreaterThanOrEqual(3);

  await centre.getByRole('button', { name: 'Copy link' }).click();
  await expect(centre.getByText('Link copied. Send it to your friends.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A friend, in a browser of their own, opens the link and registers.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await dismissPopupNotices(friend);
  const friendErrors: string[] = [];
  friend.on('console', (m) => m.type() === 'error' && friendErrors.push(m.text()));
  const username = newUsername('inv');
  const captcha = nextCaptcha(friend);
  await friend.goto(link);
  const form = friend.getByRole('form', { name: 'Register' });
  await field(form, /^Username/).fill(username);
  await field(form, /^Password/).fill('Secret123!');
  await field(form, /^Confirm password/).fill('Secret123!');
  await field(form, /^Captcha/).fill(await captcha);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(friend).toHaveURL(`${origin(merchant)}/`);
  await expect(header(friend).getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(friendErrors).toEqual([]);
  await friendContext.close();

  // Back on the member's page: the friend heads the invited list, masked.
  await page.reload();
  centre = await openInviteFriends(page);
  const masked = `${username.slice(0, 2)}•••${username.slice(-2)}`;
  const first = centre.getByRole('table', { name: 'Friends you invited' }).getByRole('row').nth(1);
  await expect(first).toContainText(masked);
  await expect(first).toContainText('Not yet');
  await expect(centre.locator('dt', { hasText: /^Invited$/ }).locator('+ dd')).toHaveText(
    String(invitedBefore + 1),
  );
  expect(consoleErrors).toEqual([]);
  await member.close();
});

test('R6.19 where the referral promotion is off there is no invite icon and no invite page', async ({
  browser,
  consoleErrors,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await logInAsDemo(page, 'lumen');
  await expect(header(page).getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
  await header(page).getByRole('button', { name: 'My account' }).click();
  const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Member centre' });
  await expect(nav.getByRole('button', { name: 'My account' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
  await context.close();
});
