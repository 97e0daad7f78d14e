import { origin } from './accounts-support';
import { expect, popupNoticeIds, test } from './support';

/**
 * The merchant's popup notice as a first visit meets it, in Chromium against the real
 * platform: the page of every other test has the notices marked seen, this one does not.
 */
test('a first visit is greeted by the merchant’s popup notice; "Got it" closes it and the visit keeps it seen', async ({
  browser,
  request,
}) => {
  const ids = await popupNoticeIds(request, 'jade');
  expect(ids.length).toBeGreaterThan(0);
  // The notice fades in and out as most visitors see it.
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  const page = await context.newPage();
  await page.goto(`${origin('jade')}/`);
  const notice = page.getByRole('dialog', { name: /^Welcome to/ });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  const seen = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tsr.popupNoticesSeen') ?? '[]'));
  expect(seen).toEqual(expect.arrayContaining(ids));
  await context.close();
});

test('a popup notice waits while the visitor types in the header’s login, and comes once the field is left', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The announcements are held until the visitor is in the field, so the notice cannot come first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/MCSFE_getListAnnouncements/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin('lumen')}/`);
  // The portal's own header (the first screen the platform drew answers no keys).
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  const username = page.locator('header').getByPlaceholder('Username');
  await username.focus();
  const loaded = page.waitForResponse(/MCSFE_getListAnnouncements/);
  release();
  await loaded;
  // Typing goes on well past the notice's 800 ms: had it opened, the keys after it were lost.
  await username.pressSequentially('slowtyper', { delay: 150 });
  await expect(username).toHaveValue('slowtyper');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('header').getByRole('link').first().focus();
  await expect(page.getByRole('dialog', { name: /^Welcome to/ })).toBeVisible({ timeout: 20_000 });
  await context.close();
});
