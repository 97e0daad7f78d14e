import { expect as baseExpect, type Page } from '@playwright/test';
import { inputField, origin, registerThroughForm } from './accounts-support';
import { dismissPopupNotices, test } from './support';

/**
 * Account closure in Chromium against the real platform: a member closes the account on My
 * account with a reason and the password; a gambling reason points to self-exclusion; every
 * session of the member ends (here and in another browser) and logging in again is refused.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The other browser's ended session (401) and the refused login (403 ACCOUNT_CLOSED), and the
// wrong password tried first (400/401 BAD_CREDENTIALS).
test.use({ allowed: [/status of (400|401|403)/] });

const PASSWORD = 'Secret123!';

async function logIn(page: Page, username: string) {
  await page.goto(`${origin('aurora')}/login`);
  const form = page.getByRole('form', { name: 'Log in' }).last();
  await inputField(form, /^Username/).fill(username);
  await inputField(form, /^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  return form;
}

const balance = (page: Page) => page.locator('header').getByRole('button', { name: /^Balance\b/ });

test('a member closes the account with a reason: every session ends and login is refused', async ({
  page,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  const username = await registerThroughForm(page, { prefix: 'cl', password: PASSWORD });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await dismissPopupNotices(otherPage);
  await logIn(otherPage, username);
  await expect(balance(otherPage)).toBeVisible();

  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'My account' })
    .click();
  await centre.getByRole('button', { name: 'Close my account…' }).click();
  const form = centre.getByRole('form', { name: 'Close my account' });

  // Nothing is sent until every answer is there.
  await form.getByRole('button', { name: 'Close my account now' }).click();
  await expect(form.getByText('Please tell us why you are leaving')).toBeVisible();
  await expect(form.getByText('Please enter your password')).toBeVisible();

  // A gambling reason offers self-exclusion as well.
  await form.getByLabel('Why are you leaving?').selectOption({ label: 'I spend too much money gambling' });
  await expect(form.getByRole('button', { name: 'See self-exclusion' })).toBeVisible();

  // A wrong password is refused on the field, and the account stays open.
  await inputField(form, /^Login password/).fill('Wrong123!');
  await form.getByRole('checkbox', { name: 'I understand that I cannot use this account again.' }).check();
  await form.getByRole('button', { name: 'Close my account now' }).click();
  await expect(form.getByText('The password is wrong')).toBeVisible();
  await expect(balance(page)).toBeVisible();

  await inputField(form, /^Login password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Close my account now' }).click();
  await expect(balance(page)).toHaveCount(0);

  // The other browser's session ended too.
  await otherPage.reload();
  await expect(balance(otherPage)).toHaveCount(0);
  await other.close();

  const login = await logIn(page, username);
  await expect(
    login.getByText('This account was closed at your request. Please contact customer service.'),
  ).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
});
