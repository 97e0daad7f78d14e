import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * The merchant's popup notice greets each visit once, whenever its announcements load, and a
 * member's very first login is welcomed once (R4.5): close them whenever they show, so they
 * never stand between a test and what it clicks (the welcome's own test keeps it).
 */
export async function dismissPopupNotices(page: Page, opts: { keepWelcome?: boolean } = {}): Promise<void> {
  const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Got it' }) });
  await page.addLocatorHandler(notice, (d) => closeWith(d, 'Got it'), { noWaitAfter: true });
  if (opts.keepWelcome) return;
  const welcome = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Maybe later' }) });
  await page.addLocatorHandler(welcome, (d) => closeWith(d, 'Maybe later'), { noWaitAfter: true });
}

/**
 * A notice steps aside unanswered when a popup opens while it shows, and comes back when the
 * popup closes. The handler is bounded and does not wait for the dialog to go: a click that
 * misses (the button left with its dialog, or was still moving in) gives up after a while,
 * and the handler runs again at the next step if the dialog is still there.
 */
async function closeWith(dialog: Locator, button: string): Promise<void> {
  await dialog
    .last()
    .getByRole('button', { name: button })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Each test's page closes popup notices and the first-login welcome (unless `keepWelcome`)
 * and collects console errors and page errors; the test fails if any occur, except those
 * matching `allowed` (the 4xx answers a test provokes on purpose).
 */
export const test = base.extend<{ allowed: RegExp[]; keepWelcome: boolean; consoleErrors: string[] }>({
  allowed: [[], { option: true }],
  keepWelcome: [false, { option: true }],
  page: async ({ page, keepWelcome }, provide) => {
    await dismissPopupNotices(page, { keepWelcome });
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

/** A value for each required route parameter of the sites' pages, so a walk over every route can open it. */
const ROUTE_SAMPLES: Record<string, string> = { lobbyType: 'rng' };

/** A page's route as an address to open: optional parameters left out, required ones filled from samples. */
export function visitablePath(route: string): string {
  return route.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, name: string) => {
    const sample = ROUTE_SAMPLES[name];
    if (!sample) throw new Error(`no sample value for route parameter :${name} (tests/e2e/support.ts)`);
    return sample;
  });
}
