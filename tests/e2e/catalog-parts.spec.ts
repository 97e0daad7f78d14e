import { expect, test } from './support';

/**
 * A widget's own words are a part of the catalog that loads with its chunk
 * (scripts/i18n/catalog-parts.ts): in the language shown, again when the language changes, and
 * for a widget first drawn after a client-side navigation. The portal reports a message it
 * has no words for as a console error, which fails the test.
 */
const port = Number(process.env.E2E_PORT ?? 8191);

test('a widget’s own words come with it in the language shown and follow a switch of language', async ({
  page,
  consoleErrors,
}) => {
  // Drawing the register page's captcha right after another page's is throttled (spec §9).
  await page.goto(`http://aurora.localhost:${port}/register`);
  await expect(page.getByText('Already have an account?')).toBeVisible();

  await page
    .locator('header')
    .getByRole('button', { name: /^Language:/ })
    .click();
  await page.getByRole('menuitemradio', { name: /ไทย/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByText('มีบัญชีอยู่แล้ว?')).toBeVisible();

  // A widget not drawn before: its chunk and its Thai words arrive together.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/promotions');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('group', { name: 'หมวดหมู่โปรโมชัน' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
