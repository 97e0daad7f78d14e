import { expect as baseExpect, type Locator } from '@playwright/test';
import { newUsername, nextCaptcha, origin, signOut } from './accounts-support';
import { test } from './support';

/** Passwords are hashed at ASVS cost: on a busy machine a login takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
// This file is about the welcome: it must not be dismissed behind the test's back.
test.use({ keepWelcome: true });

const field = (scope: Locator, label: RegExp) => scope.getByLabel(label).and(scope.locator('input'));

test('R4.5 a freshly registered member is welcomed once with first steps; a step opens the member centre there', async ({
  page,
  consoleErrors,
}) => {
  const username = newUsername('first');
  const captcha = nextCaptcha(page);
  await page.goto(`${origin('aurora')}/register`);
  const form = page.getByRole('form', { name: 'Register' });
  await field(form, /^Username/).fill(username);
  await field(form, /^Password/).fill('Secret123!');
  await field(form, /^Confirm password/).fill('Secret123!');
  await field(form, /^Captcha/).fill(await captcha);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${origin('aurora')}/`);

  // Registration logs in at once: that first login is welcomed.
  const welcome = page.getByRole('dialog', { name: `Welcome, ${username}!` });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Make your first deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
  await expect(welcome).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  // Answered once, it does not come back when the member centre closes.
  await expect(welcome).toHaveCount(0);

  // The next login, even after a reload, is not a first login.
  await signOut(page);
  await page.reload();
  const header = page.locator('header');
  await header.getByPlaceholder('Username').fill(username);
  await header.getByPlaceholder('Password').fill('Secret123!');
  await header.getByRole('button', { name: 'Log in' }).first().click();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The welcome would render with the panel (its chunk is loaded); wait for the balance too.
  await expect(header.getByRole('button', { name: /^Balance\b/ })).toHaveText('0.00');
  await expect(page.getByRole('dialog', { name: /^Welcome/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
