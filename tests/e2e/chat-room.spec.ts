import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { ops } from './ops';
import { dismissPopupNotices, test } from './support';

/** Logins hash passwords at an OWASP cost: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.locator('header');

/** Two fresh players of the merchant (downlines of a new agent), made through ops. */
async function twoPlayers(page: Page, merchant: string): Promise<{ name: string; password: string }[]> {
  const agent = `chat${Date.now().toString(36).slice(-7)}`;
  const out = await ops(page.request, 'agent', 'create', merchant, agent, '--downlines', '2');
  return [...out.matchAll(/downline (\S+), password (\S+)/g)].map((m) => ({
    name: m[1] as string,
    password: m[2] as string,
  }));
}

/** A page of its own context (its own storage: another member), errors collected. */
async function pageOf(browser: Browser, errors: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await dismissPopupNotices(page);
  return page;
}

async function logIn(page: Page, merchant: string, who: { name: string; password: string }) {
  await page.goto(`${origin(merchant)}/`);
  await header(page).getByPlaceholder('Username').fill(who.name);
  await header(page).getByPlaceholder('Password').fill(who.password);
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Open the chat room from the side bar; answers its message log. */
async function openChat(page: Page): Promise<Locator> {
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

test('R1.15 R2.22 two members chat live in the merchant’s room; markup stays text; ops moderation shows at once', async ({
  browser,
  page,
  consoleErrors,
}) => {
  const merchant = 'aurora';
  const [alice, bob] = await twoPlayers(page, merchant);
  if (!alice || !bob) throw new Error('ops made no players');
  const alicePage = await pageOf(browser, consoleErrors);
  const bobPage = await pageOf(browser, consoleErrors);
  await logIn(alicePage, merchant, alice);
  await logIn(bobPage, merchant, bob);
  const aliceRoom = await openChat(alicePage);
  const bobRoom = await openChat(bobPage);

  // R3.32 the header wears the merchant's chat header colour.
  await expect(aliceRoom.locator('header', { hasText: 'Aurora Play' })).toHaveCSS(
    'background-color',
    'rgb(109, 63, 192)',
  );

  const hello = `Hello Bob <img src=x onerror="window.__chatXss=1"> ${Date.now()}`;
  await aliceRoom.getByRole('textbox', { name: 'Message' }).fill(hello);
  await aliceRoom.getByRole('textbox', { name: 'Message' }).press('Enter');
  const atBob = bobRoom.getByRole('log').getByText(hello, { exact: true });
  await expect(atBob).toBeVisible();
  await expect(bobRoom.getByRole('log').locator('img')).toHaveCount(0);
  expect(await bobPage.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
  const mine = aliceRoom.getByRole('log').getByRole('listitem').filter({ hasText: hello });
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await expect(bobRoom.getByRole('log').getByRole('listitem').filter({ hasText: hello })).toContainText(
    alice.name,
  );

  const reply = `Hi Alice ${Date.now()}`;
  await bobRoom.getByRole('textbox', { name: 'Message' }).fill(reply);
  await bobRoom.getByRole('button', { name: 'Send' }).click();
  await expect(aliceRoom.getByRole('log').getByText(reply)).toBeVisible();

  // Moderation through the ops CLI reaches every open room at once.
  const id = await bobRoom.getByRole('listitem').filter({ hasText: hello }).getAttribute('data-message-id');
  await ops(page.request, 'chat', 'hide', merchant, String(id));
  await expect(bobRoom.getByRole('log').getByText(hello)).toHaveCount(0);
  await expect(aliceRoom.getByRole('log').getByText(hello)).toHaveCount(0);
  await ops(page.request, 'chat', 'mute', merchant, bob.name, '10');
  await expect(bobRoom.getByText(/A moderator has muted you/)).toBeVisible();
  await expect(bobRoom.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(aliceRoom.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
