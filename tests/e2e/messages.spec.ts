import type { Locator, Page } from '@playwright/test';
import { origin } from './accounts-support';
import { expect, test } from './support';

const header = (page: Page) => page.locator('header');

/** The number a badge shows through its label ("5 unclaimed", "3 new"). */
async function countOf(badge: Locator): Promise<number> {
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(/^(\d+)/.exec(label)?.[1] ?? NaN);
}

test('R2.74 R2.76 R2.36 the demo player sees the badges, reads a message and the counts go down', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('jade')}/`);
  const unreadCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/relay/CSP_unreadCount')) unreadCalls.push(r.url());
  });
  await header(page).getByPlaceholder('Username').fill('demo');
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The panel's unclaimed count includes the unread messages, asked right after login.
  // The panel's badge shows the figure and says "N unclaimed" to screen readers, inside the account button.
  const panelBadge = header(page).getByText(/^\d+ unclaimed$/);
  await expect(panelBadge).toBeAttached();
  const before = Number(/^(\d+)/.exec((await panelBadge.textContent()) ?? '')?.[1] ?? NaN);
  expect(before).toBeGreaterThan(0);
  expect(unreadCalls.length).toBeGreaterThan(0);

  await header(page).getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre).toBeVisible();
  const menuItem = centre.getByRole('button', { name: /^Platform messages/ });
  const menuBadge = menuItem.getByRole('status');
  await expect(menuBadge).toBeVisible();
  const unread = await countOf(menuBadge);
  expect(unread).toBeGreaterThan(0);
  await menuItem.click();

  const list = centre.getByRole('list', { name: 'Messages' });
  await expect(list).toBeVisible();
  await expect(centre.getByText(`${unread} unread messages`)).toBeVisible();
  const firstUnread = list.getByRole('button', { name: /Unread:/ }).first();
  const opened = (await firstUnread.textContent()) ?? '';
  await firstUnread.click();
  const heading = centre.getByRole('article').getByRole('heading', { level: 3 });
  await expect(heading).toBeVisible();
  expect(opened).toContain(await heading.textContent());

  await expect(centre.getByText(`${unread - 1} unread message${unread - 1 === 1 ? '' : 's'}`)).toBeVisible();
  await expect(menuBadge).toHaveAttribute('aria-label', `${unread - 1} new`);
  await expect(header(page).getByText(`${before - 1} unclaimed`, { exact: true })).toBeAttached();

  // Still read after a reload: the platform kept it.
  await page.reload();
  await expect(header(page).getByText(`${before - 1} unclaimed`, { exact: true })).toBeAttached();
  expect(consoleErrors).toEqual([]);
});
