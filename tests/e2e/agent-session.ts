import { expect as baseExpect, type Page } from '@playwright/test';
import { origin } from './accounts-support';

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

/** Open the agent centre from the logged-in panel's Agent button, on one of its pages. */
export async function openAgentPage(page: Page, label: string) {
  const centre = page.getByRole('dialog', { name: 'Agent', exact: true });
  // Work done right after a login may still close popups: open again until it stays.
  await expect(async () => {
    if (!(await centre.isVisible()))
      await header(page).getByRole('button', { name: 'Agent', exact: true }).click();
    await expect(centre).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await centre.getByRole('button', { name: label, exact: true }).click();
  await expect(centre.getByRole('heading', { name: label, exact: true })).toBeVisible();
  return centre;
}
