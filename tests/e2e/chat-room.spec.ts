import { expect as baseExpect } from '@playwright/test';
import { logIn, openChat, pageOf, twoPlayers } from './chat-support';
import { ops } from './ops';
import { test } from './support';

/** Logins hash passwords at an OWASP cost: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

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
