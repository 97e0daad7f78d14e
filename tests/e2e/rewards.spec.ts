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

test('R2.71 R2.76 R2.36 the demo player sees the reward badge, claims a reward once, the balance rises and the badge goes down', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('jade')}/`);
  await header(page).getByPlaceholder('Username').fill('demo');
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The panel's badge shows the figure and says "N unclaimed" to screen readers, inside the account button.
  const panelBadge = header(page).getByText(/^\d+ unclaimed$/);
  await expect(panelBadge).toBeAttached();
  const before = Number(/^(\d+)/.exec((await panelBadge.textContent()) ?? '')?.[1] ?? NaN);
  const balance = await balanceOf(page);

  await header(page).getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const rewardsItem = centre.getByRole('button', { name: /^Reward centre/ });
  await expect(rewardsItem.getByRole('status')).toHaveAttribute('aria-label', '2 new');
  await expect(centre.getByRole('button', { name: /^Mission activity/ }).getByRole('status')).toHaveAttribute(
    'aria-label',
    '1 new',
  );
  await rewardsItem.click();

  const gift = centre.getByRole('article', { name: 'Weekend gift' });
  await expect(gift.getByText('Ready to claim', { exact: true })).toBeVisible();
  const claims: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/MCS2_claimRafflePromotion')) claims.push(r.postData() ?? '');
  });
  // A double-click sends at most one claim; the platform credits once whatever arrives.
  await gift.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(gift.getByText(/18\.00 added to your main wallet\./)).toBeVisible();
  await expect(gift.getByText('Claimed', { exact: true })).toBeVisible();
  expect(claims.length).toBeGreaterThanOrEqual(1);

  await expect(rewardsItem.getByRole('status')).toHaveAttribute('aria-label', '1 new');
  await expect(header(page).getByText(`${before - 1} unclaimed`, { exact: true })).toBeAttached();
  await expect.poll(() => balanceOf(page)).toBe(balance + 18_00);

  // After a reload the credit is still there once, and the prize stays claimed.
  await page.reload();
  await expect(header(page).getByText(`${before - 1} unclaimed`, { exact: true })).toBeAttached();
  expect(await balanceOf(page)).toBe(balance + 18_00);
  expect(consoleErrors).toEqual([]);
});
