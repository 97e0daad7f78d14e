import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { inputField, origin, registerThroughForm } from './accounts-support';
import { dismissPopupNotices, test } from './support';

/**
 * Player protection in Chromium against the real platform: a new player is offered a deposit
 * limit at the deposit form, sets one, hits it (the refusal names the limit and when it resets),
 * asks to raise it and finds the server making the raise wait 24 hours.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// Refusals the tests provoke: a deposit past the limit and an early confirmation (409), the
// ended session of another browser (401) and the login refused during a self-exclusion (403).
test.use({ allowed: [/status of (409|401|403)/] });

const PASSWORD = 'Secret123!';

const field = inputField;

const register = (page: Page) => registerThroughForm(page, { prefix: 'lim', password: PASSWORD });

async function logIn(page: Page, username: string): Promise<Locator> {
  await page.goto(`${origin('aurora')}/login`);
  const form = page.getByRole('form', { name: 'Log in' }).last();
  await field(form, /^Username/).fill(username);
  await field(form, /^Password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  return form;
}

async function deposit(centre: Locator, amount: string): Promise<Locator> {
  const form = centre.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: /Demo instant/ }).check();
  await field(form, /^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Deposit now' }).click();
  return form;
}

test('a player sets a deposit limit offered at the first deposit, hits it, and a raise waits 24 hours', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors; // the fixture fails the test on any console error but the allowed 409s
  await register(page);
  const header = page.locator('header');
  await header.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const menu = centre.getByRole('navigation', { name: 'Member centre' });

  await test.step('set the deposit limit the first deposit offers', async () => {
    // The first deposit offers a limit; it opens the responsible-gaming page.
    await centre.getByRole('button', { name: 'Set a deposit limit' }).click();
    await expect(centre.getByRole('heading', { level: 2, name: 'Responsible gaming' })).toBeVisible();
    const limits = centre.getByRole('form', { name: 'Set a limit' });
    await limits.getByLabel('Limit').selectOption({ label: 'Deposit limit' });
    await limits.getByLabel('Period').selectOption({ label: '24 hours' });
    await field(limits, /^Amount/).fill('100');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(limits.getByText('Your limit of 100.00 holds from now.')).toBeVisible();
  });

  await test.step('deposit up to the limit, and be refused past it', async () => {
    // Up to the limit is fine; past it the platform refuses, naming the limit and its reset.
    await menu.getByRole('button', { name: 'Deposit' }).click();
    await expect(centre.getByRole('button', { name: 'Set a deposit limit' })).toHaveCount(0);
    const first = await deposit(centre, '60');
    await expect(first.getByText('60.00 was added to your main wallet.')).toBeVisible();
    const second = await deposit(centre, '50');
    await expect(
      second.getByText(/This would pass your limit \(Deposit limit, 24 hours: 100\.00\)\. It resets on .+\./),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: /^Balance\b/ })).toHaveText('60.00');
  });

  await test.step('ask for a raise, which waits 24 hours', async () => {
    // A raise is only asked for: the 24-hour wait is kept on the server.
    await menu.getByRole('button', { name: 'Responsible gaming' }).click();
    await field(centre.getByRole('form', { name: 'Set a limit' }), /^Amount/).fill('500');
    await centre.getByRole('button', { name: 'Save limit' }).click();
    const card = centre.getByRole('region', { name: 'Deposit limit' });
    await expect(card.getByText(/Raise to 500\.00 asked for; you can confirm it from .+\./)).toBeVisible();
    await expect(card.getByText('100.00', { exact: true })).toBeVisible();
    await expect(card.getByText(/Counted 60\.00; starts again on/)).toHaveCount(3);
    await card.getByRole('button', { name: 'Confirm change' }).click();
    await expect(card.getByText(/The 24-hour wait is not over\. You can confirm from .+\./)).toBeVisible();
  });

  await test.step('withdraw the raise: the limit stays, and still holds after a reload', async () => {
    const card = centre.getByRole('region', { name: 'Deposit limit' });
    await card.getByRole('button', { name: 'Keep current limit' }).click();
    await expect(card.getByText(/Raise to 500\.00 asked for/)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);
    await expect(card.getByText('100.00', { exact: true })).toBeVisible();
    // The platform dropped the request: a fresh page reads the limit without it.
    await page.reload();
    await header.getByRole('button', { name: 'Deposit' }).click();
    await menu.getByRole('button', { name: 'Responsible gaming' }).click();
    await expect(card.getByText('100.00', { exact: true })).toBeVisible();
    await expect(card.getByText(/asked for/)).toHaveCount(0);
  });
});

test('a player excludes themselves: every session ends at once and login is refused with the end date', async ({
  page,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  const username = await register(page);
  // A second browser holds another session of the same player.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await test.step('log in on a second browser', async () => {
    await dismissPopupNotices(otherPage);
    await logIn(otherPage, username);
    await expect(otherPage.locator('header').getByRole('button', { name: /^Balance\b/ })).toBeVisible();
  });

  await test.step('start a six-month self-exclusion', async () => {
    await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre
      .getByRole('navigation', { name: 'Member centre' })
      .getByRole('button', { name: 'Responsible gaming' })
      .click();
    const form = centre.getByRole('form', { name: 'Take a break' });
    await form.getByLabel('How long').selectOption({ label: 'Self-exclusion: 6 months' });
    await form.getByRole('checkbox', { name: /cannot be undone before it ends/ }).check();
    await form.getByRole('button', { name: 'Start my break now' }).click();
  });

  // Logged out here, and in the other browser at its next call.
  await test.step('both sessions are logged out', async () => {
    await expect(page.locator('header').getByRole('button', { name: /^Balance\b/ })).toHaveCount(0);
    await otherPage.reload();
    await expect(otherPage.locator('header').getByRole('button', { name: /^Balance\b/ })).toHaveCount(0);
    await other.close();
  });

  await test.step('login is refused with the end date', async () => {
    const login = await logIn(page, username);
    await expect(
      login.getByText(/You have excluded yourself until .+\. You can log in again after that\./),
    ).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: /^Balance\b/ })).toHaveCount(0);
  });
});
