import { newMobile, origin, port } from './accounts-support';
import { ops } from './ops';
import { expect, test } from './support';

/**
 * Spec §8's messages where they apply, in Chromium against the real platform: a host no
 * merchant uses, a provider window closed during social sign-in, and a merchant whose SMS
 * budget is used up.
 */
const PROVOKED = /Failed to load resource: the server responded with a status of (404|429)/;
test.use({ allowed: [PROVOKED] });

test('R8.13 a host no merchant uses shows "invalid URL or domain check failed", in the browser\'s language', async ({
  page,
}) => {
  await page.goto(`http://nowhere.localhost:${port}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invalid URL or domain check failed.' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`No site answers at nowhere.localhost:${port}.`);
  // Nothing of any merchant: no header, no login form.
  await expect(page.getByRole('form', { name: 'Log in' })).toHaveCount(0);
});

test("R8.12 closing the sign-in provider's window says the popup was closed and asks to retry", async ({
  page,
}) => {
  await page.goto(`${origin('jade')}/login?socialError=cancelled`);
  const form = page.getByRole('main').getByRole('form', { name: 'Log in' });
  await expect(form.getByText('Popup closed by user. Login failed, please try again.')).toBeVisible();
});

test('a self-excluded person sent back by the sign-in provider is told why no account was opened', async ({
  page,
}) => {
  await page.goto(`${origin('jade')}/login?socialError=refused`);
  const form = page.getByRole('main').getByRole('form', { name: 'Log in' });
  await expect(
    form.getByText(/If you excluded yourself from playing, your exclusion still holds\./),
  ).toBeVisible();
});

test('R8.1 R8.12 when the site\'s SMS budget is used up, asking for a code warns "quota exceeded" until confirmed', async ({
  page,
}) => {
  await ops(page.request, 'settings', 'jade', 'set', 'sms', '{"dailyQuota":0}');
  try {
    await page.goto(`${origin('jade')}/register`);
    const form = page.getByRole('form', { name: 'Register' });
    await form
      .getByLabel(/^Mobile number/)
      .and(form.locator('input'))
      .fill(newMobile());
    await form.getByRole('button', { name: 'Send code' }).click();
    const warning = page
      .getByRole('dialog')
      .filter({ hasText: 'Quota exceeded. Please contact customer service.' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect(warning).toBeHidden();
  } finally {
    await ops(page.request, 'settings', 'jade', 'set', 'sms', '{}');
  }
});
