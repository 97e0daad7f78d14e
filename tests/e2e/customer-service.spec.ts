import { expect as baseExpect, type Page, type Route } from '@playwright/test';
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

test('R2.22 R2.50 R7.58 the forgot-password form’s customer-service link opens the desk window', async ({
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

test.describe('when the call fails', () => {
  // One pattern: a second element would be read as the fixture's options.
  test.use({ allowed: [/status of 400|net::ERR_FAILED/] });

  test('R8.11 a customer-service call that fails closes the desk window and says so', async ({
    page,
    consoleErrors: _checkedByTheFixture,
  }) => {
    await page.goto(`${origin('jade')}/help`);
    const notAvailable = page
      .getByRole('dialog')
      .filter({ hasText: 'Customer service is not available right now' });
    const call = /\/wps\/system\/customerService/;
    const failures: [string, (route: Route) => Promise<void>][] = [
      // The platform refuses the call: it names no portal module (400 MALFORMED).
      [
        'refused by the platform',
        (route) => route.continue({ headers: { ...route.request().headers(), 'x-module': 'none' } }),
      ],
      ['lost on the way', (route) => route.abort('failed')],
    ];
    for (const [failure, fail] of failures) {
      await page.route(call, fail);
      const answered = failure === 'refused by the platform' ? page.waitForResponse(call) : undefined;
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: /Live chat/ }).click();
      const desk = await popup;
      if (answered) expect((await answered).status(), failure).toBe(400);
      // The window opened inside the click is closed again, and the player is told.
      await expect.poll(() => desk.isClosed(), failure).toBe(true);
      await expect(notAvailable, failure).toBeVisible();
      await notAvailable.getByRole('button', { name: 'Close' }).click();
      await expect(notAvailable, failure).toBeHidden();
      await page.unroute(call);
    }
  });
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
