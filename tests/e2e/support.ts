import { test as base, expect, type Page } from '@playwright/test';

/**
 * The merchant's popup notice greets each visit once, whenever its announcements load:
 * close it whenever it shows, so it never stands between a test and what it clicks.
 */
export async function dismissPopupNotices(page: Page): Promise<void> {
  const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Got it' }) });
  await page.addLocatorHandler(notice, (d) => d.getByRole('button', { name: 'Got it' }).click());
}

/**
 * Each test's page closes popup notices and collects console errors and page errors;
 * the test fails if any occur, except those matching `allowed` (the 4xx answers a
 * test provokes on purpose).
 */
export const test = base.extend<{ allowed: RegExp[]; consoleErrors: string[] }>({
  allowed: [[], { option: true }],
  page: async ({ page }, provide) => {
    await dismissPopupNotices(page);
    await provide(page);
  },
  consoleErrors: async ({ page, allowed }, provide) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await provide(errors);
    expect(
      errors.filter((e) => !allowed.some((a) => a.test(e))),
      'console errors',
    ).toEqual([]);
  },
});

export { expect };

/** Open a path as a whitelabel, through the development switch the e2e server allows. */
export async function openAs(page: Page, merchant: string, pathname: string): Promise<void> {
  await page.goto(`${pathname}${pathname.includes('?') ? '&' : '?'}wl=${merchant}`);
}
