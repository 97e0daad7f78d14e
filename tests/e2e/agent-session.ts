import {
  expect as baseExpect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { origin } from './accounts-support';
import { dismissPopupNotices } from './support';

/** Passwords are hashed at an OWASP cost in a bounded pool: on a busy machine a login takes seconds. */
export const expect = baseExpect.configure({ timeout: 20_000 });

export const header = (page: Page) => page.locator('header');

/** Log in on a merchant's home page with the demo password. */
export async function logInAs(page: Page, merchant: string, username: string): Promise<void> {
  await page.goto(`${origin(merchant)}/`);
  await header(page).getByPlaceholder('Username').fill(username);
  await header(page).getByPlaceholder('Password').fill('Demo1234');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Open the agent centre from the logged-in panel's Agent button, on the page it opens on. */
export async function openAgentCentre(page: Page): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Agent', exact: true });
  // Work done right after a login may still close popups: open again until it stays.
  await expect(async () => {
    if (!(await centre.isVisible()))
      await header(page).getByRole('button', { name: 'Agent', exact: true }).click();
    await expect(centre).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  return centre;
}

/** Open the agent centre from the logged-in panel's Agent button, on one of its pages. */
export async function openAgentPage(page: Page, label: string) {
  const centre = await openAgentCentre(page);
  await centre.getByRole('button', { name: label, exact: true }).click();
  await expect(centre.getByRole('heading', { name: label, exact: true })).toBeVisible();
  return centre;
}

/**
 * A browser context of its own, where `username` logs in on `merchant` (popup notices closed)
 * and opens the agent centre; the page's console errors and page errors go to `errors`.
 */
export async function agentCentreInNewContext(
  browser: Browser,
  errors: string[],
  merchant: string,
  username: string,
): Promise<{ context: BrowserContext; centre: Locator }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await dismissPopupNotices(page);
  await logInAs(page, merchant, username);
  const centre = await openAgentCentre(page);
  return { context, centre };
}
