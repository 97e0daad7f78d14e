import { expect as baseExpect, type Page, type WebSocket } from '@playwright/test';
import { origin } from './accounts-support';
import { ops } from './ops';
import { dismissPopupNotices, test } from './support';

/** Logins hash passwords at an OWASP cost: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });

const header = (page: Page) => page.locator('header');

async function logIn(page: Page, who: { name: string; password: string }) {
  await page.goto(`${origin('aurora')}/`);
  await header(page).getByPlaceholder('Username').fill(who.name);
  await header(page).getByPlaceholder('Password').fill(who.password);
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Open the chat room from the side bar until it is live; answers the socket it opened. */
async function openChat(page: Page): Promise<WebSocket> {
  const sockets: WebSocket[] = [];
  page.on('websocket', (ws) => sockets.push(ws));
  const room = page.getByRole('dialog', { name: 'Chat room' });
  await expect(async () => {
    if (!(await room.isVisible())) {
      const bar = page.getByRole('navigation', { name: 'Shortcuts' });
      const unfold = bar.getByRole('button', { name: 'Show shortcuts' });
      if (await unfold.isVisible()) await unfold.click();
      await bar.getByRole('button', { name: 'Chat' }).click();
    }
    await expect(room.getByText('Live', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  const open = sockets.filter((s) => !s.isClosed());
  expect(open).toHaveLength(1);
  return open[0] as WebSocket;
}

/**
 * Waits for the socket to close. The browser-test platform sweeps chat sessions only every
 * 10 minutes (playwright.config.ts), so a close here is the one logout sends at once.
 */
async function closes(ws: WebSocket): Promise<void> {
  await expect.poll(() => ws.isClosed(), { timeout: 20_000 }).toBe(true);
}

test('R1.15 logging out closes the member’s chat socket in their other tabs at once, and “sign out everywhere else” on their other devices', async ({
  browser,
  page,
}) => {
  const out = await ops(
    page.request,
    'agent',
    'create',
    'aurora',
    `cl${Date.now().toString(36).slice(-7)}`,
    '--downlines',
    '1',
  );
  const [, name, password] = /downline (\S+), password (\S+)/.exec(out) ?? [];
  const who = { name: name as string, password: password as string };

  // Two tabs of one browser share the session; a second device has its own.
  await logIn(page, who);
  const tab = await page.context().newPage();
  await dismissPopupNotices(tab);
  await tab.goto(`${origin('aurora')}/`);
  await expect(header(tab).getByRole('button', { name: 'Sign out' })).toBeVisible();
  const device = await (await browser.newContext()).newPage();
  await dismissPopupNotices(device);
  await logIn(device, who);

  const tabSocket = await openChat(tab);
  const deviceSocket = await openChat(device);

  // Sign out everywhere else, from the first tab: the other device's socket closes at once
  // (the platform's periodic sweep, pushed past the test here, would otherwise close it later), the tabs' shared session stays.
  await header(page).getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  await centre.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(centre.getByText('1 other sessions signed out')).toBeVisible();
  await closes(deviceSocket);
  await expect(header(device).getByRole('button', { name: 'Register' })).toBeVisible();
  expect(tabSocket.isClosed()).toBe(false);
  await page.keyboard.press('Escape');

  // Signing out in one tab closes the other tab's socket at once, and that tab is signed out too.
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to sign out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await closes(tabSocket);
  await expect(header(tab).getByRole('button', { name: 'Register' })).toBeVisible();
  await device.context().close();
});
