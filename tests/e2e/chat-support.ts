import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { ops } from './ops';
import { dismissPopupNotices } from './support';

/** Members in a merchant's chat room, for the chat room's and the back office's browser tests. */

/** Logins hash passwords at an OWASP cost: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

export const header = (page: Page) => page.locator('header');

/** Two fresh players of the merchant (downlines of a new agent), made through ops. */
export async function twoPlayers(
  page: Page,
  merchant: string,
): Promise<{ name: string; password: string }[]> {
  const agent = `chat${Date.now().toString(36).slice(-7)}`;
  const out = await ops(page.request, 'agent', 'create', merchant, agent, '--downlines', '2');
  return [...out.matchAll(/downline (\S+), password (\S+)/g)].map((m) => ({
    name: m[1] as string,
    password: m[2] as string,
  }));
}

/** A page of its own context (its own storage: another member), errors collected. */
export async function pageOf(browser: Browser, errors: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await dismissPopupNotices(page);
  return page;
}

export async function logIn(page: Page, merchant: string, who: { name: string; password: string }) {
  await page.goto(`${origin(merchant)}/`);
  await header(page).getByPlaceholder('Username').fill(who.name);
  await header(page).getByPlaceholder('Password').fill(who.password);
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Open the chat room from the side bar; answers its message log. */
export async function openChat(page: Page): Promise<Locator> {
  const room = page.getByRole('dialog', { name: 'Chat room' });
  const log = room.getByRole('log', { name: 'Messages' });
  // Work right after a login may still close popups: open again until it stays.
  await expect(async () => {
    if (!(await room.isVisible())) {
      const bar = page.getByRole('navigation', { name: 'Shortcuts' });
      // Where it would cover the content the side bar is folded into one button.
      const unfold = bar.getByRole('button', { name: 'Show shortcuts' });
      if (await unfold.isVisible()) await unfold.click();
      await bar.getByRole('button', { name: 'Chat' }).click();
    }
    await expect(room.getByText('Live', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(log.or(room.getByText('No messages yet'))).toBeVisible();
  return room;
}
