import fs from 'node:fs';
import { expect as baseExpect, type Locator } from '@playwright/test';
import { inputField, registerThroughForm } from './accounts-support';
import { ops } from './ops';
import { resizeTo, test } from './support';

/**
 * The activity statement in Chromium against the real platform: a new player deposits, finds
 * the deposit in the statement, downloads it as CSV and asks customer service for 12 months.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

async function deposit(centre: Locator, amount: string): Promise<void> {
  const form = centre.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: /Demo instant/ }).check();
  await inputField(form, /^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Deposit now' }).click();
  await expect(form.getByText(`${amount}.00 was added to your main wallet.`)).toBeVisible();
}

test('a player finds a deposit in the activity statement, downloads it as CSV and asks for 12 months', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors; // the fixture fails the test on any console error
  const username = await registerThroughForm(page, { prefix: 'stm', password: 'Secret123!' });
  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await deposit(centre, '75');

  await centre
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'Activity statement' })
    .click();
  const statement = centre.getByRole('region', { name: 'Activity statement' }).last();
  const totals = statement.getByLabel('Totals');
  await expect(totals.getByText('Deposits').locator('xpath=..')).toContainText('75.00');
  const today = new Date().toISOString().slice(0, 10);
  // Today's row names the day as a member reads it ("Dec 2, 2026"), the ISO day in its datetime.
  const day = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  await expect(statement.getByRole('table').locator(`time[datetime="${today}"]`)).toHaveText(day);

  const download = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r\n/);
  expect(csv).toEqual([
    'period,deposits,withdrawals,stakes,payouts,net,bonuses,currency',
    `${today},75.00,0.00,0.00,0.00,0.00,0.00,USD`,
    'total,75.00,0.00,0.00,0.00,0.00,0.00,USD',
  ]);

  await statement.getByRole('button', { name: 'Last 3 months' }).click();
  await expect(statement.getByRole('button', { name: 'Last 3 months' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(totals.getByText('Deposits').locator('xpath=..')).toContainText('75.00');

  // On paper only the statement: no controls, nothing of the portal around it.
  await page.emulateMedia({ media: 'print' });
  // The member centre around it is hidden on paper, so the statement is found from the page.
  await expect(page.getByRole('table', { name: /^Activity from / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.locator('header').getByRole('button', { name: 'Deposit' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Keyboard: the range buttons take focus and Enter chooses one.
  const last30 = statement.getByRole('button', { name: 'Last 30 days' });
  await last30.focus();
  await page.keyboard.press('Enter');
  await expect(last30).toHaveAttribute('aria-pressed', 'true');

  // At a phone's width the statement fits: nothing scrolls sideways.
  await resizeTo(page, { width: 390, height: 844 });
  await expect(totals.getByText('Deposits').locator('xpath=..')).toContainText('75.00');
  const overflow = await statement.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await statement.getByRole('button', { name: 'Request 12-month statement' }).click();
  await expect(statement.getByText(/Your request ST\d+ for .+ is with customer service\./)).toBeVisible();
  await expect(statement.getByRole('button', { name: 'Request 12-month statement' })).toHaveCount(0);
  expect(await ops(request, 'statement', 'list', 'aurora')).toContain(username);
});
