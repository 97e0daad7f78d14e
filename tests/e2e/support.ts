import { test as base, expect, type Page } from '@playwright/test';

/** Each test's page collects console errors and failed requests; the test fails if any occur. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await provide(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Open a path as a whitelabel, through the development switch the e2e server allows. */
export async function openAs(page: Page, merchant: string, pathname: string): Promise<void> {
  await page.goto(`${pathname}${pathname.includes('?') ? '&' : '?'}wl=${merchant}`);
}
