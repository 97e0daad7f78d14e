import { expect as baseExpect, type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { ops } from './ops';
import { test } from './support';

/**
 * Customer service from every place a player can ask for it (spec §2, §7, §9), in
 * Chromium against the real platform: the desk's window opens on the chat the platform
 * names, and no "not available" dialog shows.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

/** Click `open` and answer the customer-service window it opens. */
async function deskWindow(page: Page, open: () => Promise<void>): Promise<Page> {
  const answered = page.waitForResponse((r) => r.url().includes('/wps/system/customerService'));
  const popup = page.waitForEvent('popup');
  await open();
  expect((await answered).status()).toBe(200);
  const desk = await popup;
  // The window opens blank inside the click, then goes to the chat the platform sealed.
  await expect(desk).toHaveURL(/\/helpmc\?lang=EN#live-chat$/);
  await expect(desk.getByRole('heading', { name: 'Still need help?' })).toBeVisible();
  await expect(page.getByText('Customer service is not available right now')).toHaveCount(0);
  await desk.close();
  return desk;
}

for (const merchant of ['aurora', 'lumen', 'jade']) {
  test(`R1.13 R7.58 ${merchant}: the side bar's Support opens the desk window`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto(`${origin(merchant)}/`);
    // Below 1200 px the bar folds into one button.
    await page.getByRole('button', { name: 'Show shortcuts' }).click();
    await deskWindow(page, () => page.getByRole('button', { name: 'Support' }).click());
    expect(consoleErrors).toEqual([]);
  });
}

test('R2.22 R7.58 the forgot-password form’s customer-service link opens the desk window', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/login`);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await deskWindow(page, () => dialog.getByRole('button', { name: 'Contact customer service' }).click());
  expect(consoleErrors).toEqual([]);
});

test('R7.58 the help centre’s live chat and the partner page open the desk window', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('jade')}/help`);
  await deskWindow(page, () => page.getByRole('button', { name: /Live chat/ }).click());
  await page.goto(`${origin('jade')}/join`);
  await deskWindow(page, () => page.getByRole('button', { name: 'Talk to a partner manager' }).click());
  expect(consoleErrors).toEqual([]);
});

test.describe('on the special pages', () => {
  // The gate answers every other call 503 while a merchant is in maintenance, and 403 while blocked.
  test.use({ allowed: [/Failed to load resource: the server responded with a status of (503|403)/] });

  test('R2.20 R2.21 R7.58 the maintenance page’s customer-service button opens the desk window', async ({
    page,
    consoleErrors,
  }) => {
    await ops(page.request, 'maintenance', 'lumen', 'on');
    try {
      await page.goto(`${origin('lumen')}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible();
      await deskWindow(page, () => page.getByRole('button', { name: 'Customer service' }).click());
    } finally {
      await ops(page.request, 'maintenance', 'lumen', 'off');
    }
    expect(consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
  });

  test('R2.20 R2.21 R7.58 the region page’s customer-service button opens the desk window', async ({
    page,
    consoleErrors,
  }) => {
    await ops(page.request, 'region', 'lumen', 'block', '127.0.0.1');
    await ops(page.request, 'region', 'lumen', 'on');
    try {
      await page.goto(`${origin('lumen')}/`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Access from your region is restricted' }),
      ).toBeVisible();
      await deskWindow(page, () => page.getByRole('button', { name: 'Customer service' }).click());
    } finally {
      await ops(page.request, 'region', 'lumen', 'off');
      await ops(page.request, 'region', 'lumen', 'unblock', '127.0.0.1');
    }
    expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });
});
