import { expect as baseExpect, type Page } from '@playwright/test';
import { newUsername, nextCaptcha } from './accounts-support';
import { test } from './support';

/**
 * One browser, one address, several merchants through the development switch (`?wl=`):
 * sessions belong to a merchant (docs/decisions/sessions-per-merchant.md). Switching
 * merchant must not send one merchant's token to another (401s, a member logged out).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const PASSWORD = 'Secret123!';
const header = (page: Page) => page.locator('header');

async function registerOn(page: Page, merchant: string): Promise<string> {
  const username = newUsername('wls');
  const captcha = nextCaptcha(page);
  await page.goto(`/register?wl=${merchant}`);
  const form = page.getByRole('form', { name: 'Register' });
  const field = (label: RegExp) => form.getByLabel(label).and(form.locator('input'));
  await field(/^Username/).fill(username);
  await field(/^Password/).fill(PASSWORD);
  await field(/^Confirm password/).fill(PASSWORD);
  await field(/^Captcha/).fill(await captcha);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  return username;
}

// Every whitelabel on one side or the other (jade's registration needs a mobile code: it is the
// one switched to, from aurora's member).
for (const [from, to] of [
  ['aurora', 'jade'],
  ['lumen', 'aurora'],
  ['aurora', 'lumen'],
] as const) {
  test(`a member of ${from} switches to ${to} and back: no 401, a visitor there, still the member here`, async ({
    page,
    consoleErrors,
  }) => {
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) refused.push(`${r.request().method()} ${r.url()}`);
    });
    const username = await registerOn(page, from);
    // The other merchant: a visitor there, and no token of the first merchant sent to it.
    let away = true;
    const sentThere: string[] = [];
    // Calls the first merchant's page still makes as it is left name that merchant: only a call
    // made for another merchant (or for none) with a token counts.
    page.on('request', (r) => {
      const headers = r.headers();
      if (away && headers['authorization'] && headers['x-whitelabel'] !== from) sentThere.push(r.url());
    });
    await page.goto(`/?wl=${to}`);
    await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await page.goto(`/promotions?wl=${to}`);
    await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    // Back: the member's session of the first merchant is still theirs.
    away = false;
    await page.goto(`/?wl=${from}`);
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header(page).getByText(username, { exact: false }).first()).toBeVisible();
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(refused).toEqual([]);
    expect(sentThere).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
