import type { Page } from '@playwright/test';
import { origin } from './accounts-support';
import { expect, test } from './support';

const header = (page: Page) => page.locator('header');

/** The panel's balance in minor units ("1,234.50" -> 123450). */
async function balanceOf(page: Page): Promise<number> {
  const button = header(page).getByRole('button', { name: /^Balance\b/ });
  await expect(button).toHaveText(/\d/);
  return Math.round(Number(((await button.textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
}

const pointsOf = async (page: Page) =>
  Number(((await page.getByTestId('point-balance').textContent()) ?? '').replace(/\D/g, ''));

/**
 * The demo player logs in from the header and, where it has none yet, sets the payment password
 * that redeeming and converting ask for, in the member centre.
 */
async function logInAsDemoWithPaymentPassword(page: Page): Promise<void> {
  await header(page).getByPlaceholder('Username').fill('demo');
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

  await header(page).getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Payment password' });
  await expect(form).toBeVisible();
  if (await form.getByRole('button', { name: 'Set payment password' }).isVisible()) {
    await form.getByLabel('Login password').fill('Demo1234');
    await form.getByLabel('New payment password').fill('246810');
    await form.getByLabel('Confirm payment password').fill('246810');
    await form.getByRole('button', { name: 'Set payment password' }).click();
    await expect(centre.getByText('Your payment password is saved.')).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
}

test('R2.4 R1.6 R2.90 the demo player redeems a cash item in the point mall: the balance rises once and it is in the history', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/pointMall`);
  // Visitors see the catalogue and a log-in prompt.
  await expect(page.getByRole('article', { name: '5.00 cash credit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to redeem' }).first()).toBeVisible();

  await logInAsDemoWithPaymentPassword(page);

  await expect(page.getByTestId('point-balance')).toHaveText(/\d/);
  const points = await pointsOf(page);
  expect(points).toBeGreaterThanOrEqual(10_500);
  const balance = await balanceOf(page);

  const item = page.getByRole('article', { name: '5.00 cash credit' });
  await item.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem 5.00 cash credit' });
  await dialog.getByLabel('Payment password').fill('246810');
  const redeems: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/MCS2_redeemPointReward') && r.method() === 'POST')
      redeems.push(r.postData() ?? '');
  });
  // A double-click redeems once whatever arrives: the same submission key.
  await dialog.getByRole('button', { name: 'Redeem' }).dblclick();
  const done = dialog.getByText(/5\.00 added to your main wallet\. Reference PR\d+\./);
  await expect(done).toBeVisible();
  const reference = /PR\d+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(redeems.length).toBeGreaterThanOrEqual(1);
  const keys = redeems
    .filter(Boolean)
    .map((b) => (JSON.parse(b) as { idempotencyKey: string }).idempotencyKey);
  expect(new Set(keys).size).toBeLessThanOrEqual(1);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect.poll(() => balanceOf(page)).toBe(balance + 5_00);
  await expect.poll(() => pointsOf(page)).toBe(points - 500);

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const row = page.getByRole('article', { name: `5.00 cash credit ${reference}` });
  await expect(row).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();

  // After a reload the credit is still there once.
  await page.reload();
  await expect.poll(() => balanceOf(page)).toBe(balance + 5_00);
  expect(consoleErrors).toEqual([]);
});

test('R7.65 the demo player converts points to cash at the merchant’s rate: below the minimum is refused, the wallet rises once', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/pointMall`);
  await logInAsDemoWithPaymentPassword(page);
  await expect(page.getByTestId('point-balance')).toHaveText(/\d/);
  const points = await pointsOf(page);
  const balance = await balanceOf(page);

  await page.getByRole('button', { name: 'Convert to cash' }).click();
  const dialog = page.getByRole('form', { name: 'Convert points to cash' });
  await dialog.getByLabel(/^Points to convert/).fill('50');
  await dialog.getByLabel('Payment password').fill('246810');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(dialog.getByText('Convert at least 100 points')).toBeVisible();

  // The platform's rate for aurora: one minor unit a point, so 100 points are 1.00.
  await dialog.getByLabel(/^Points to convert/).fill('100');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(dialog.getByText(/1\.00 added to your main wallet\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => balanceOf(page)).toBe(balance + 1_00);
  await expect.poll(() => pointsOf(page)).toBe(points - 100);

  await page.getByRole('tab', { name: 'Points details' }).click();
  await expect(page.getByRole('cell', { name: 'Converted to cash' }).first()).toBeVisible();
  await page.reload();
  await expect.poll(() => balanceOf(page)).toBe(balance + 1_00);
  expect(consoleErrors).toEqual([]);
});
