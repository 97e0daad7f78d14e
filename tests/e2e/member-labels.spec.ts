import { expect } from '@playwright/test';
import { GAME_PLATFORM } from '../../schemas/api/game-rules';
import { inputField, origin, registerThroughForm, signOut } from './accounts-support';
import { logInThroughForm, newOperatorPage, openMember } from './back-office-support';
import { platformAnswer, test } from './support';

/**
 * Member labels end to end (docs/decisions/member-labels.md): support labels a member in the
 * back office; the member's next login carries the labels (the session's memberLabel, spec §3),
 * and aurora's home shows the section its site keeps for members labelled VIP
 * (`"when": { "memberLabel": "VIP" }`), filled with the platform's hot slots.
 */
test('R3.2 support labels a member VIP in the back office; from their next login aurora’s home shows them the VIP picks, and never to other members', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const password = 'Secret123!';
  const vipPicks = page.getByRole('region', { name: 'VIP picks' });

  const username = await test.step('a new member registers: home has no VIP picks', async () => {
    const name = await registerThroughForm(page, { prefix: 'vip', password });
    await expect(page.locator('header').getByText(name)).toBeVisible();
    await page.goto(`${origin('aurora')}/`);
    await expect(page.getByRole('region', { name: 'Popular games' })).toBeVisible();
    await expect(vipPicks).toHaveCount(0);
    return name;
  });

  await test.step('support labels the member: the page says so and shows the labels', async () => {
    const { admin } = await newOperatorPage(page, request, 'support');
    await openMember(admin, username);
    await admin
      .getByRole('group', { name: 'Member actions' })
      .getByRole('button', { name: 'Labels' })
      .click();
    const dialog = admin.getByRole('form', { name: `Labels of ${username}` });
    await inputField(dialog, /^Labels/).fill('vip,  Whale ');
    await dialog.getByRole('button', { name: 'Save labels' }).click();
    await expect(dialog).toBeHidden();
    await slow(admin.getByText(`${username} is labelled vip, Whale.`)).toBeVisible();
    await expect(admin.locator('dd', { hasText: 'vip, Whale' })).toBeVisible();
    await admin.close();
  });

  await test.step('the member logs in again: the session carries the labels, and home shows the VIP picks with the platform’s hot slots', async () => {
    await page.bringToFront();
    await signOut(page);
    await logInThroughForm(page, username, password);
    await slow(page.locator('header').getByText(username)).toBeVisible();
    const session = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('tsr.session'))
        .map((k) => (JSON.parse(localStorage.getItem(k) ?? '{}') as { memberLabel?: string[] }).memberLabel),
    );
    expect(session).toContainEqual(['vip', 'Whale']);
    await page.goto(`${origin('aurora')}/`);
    // The condition names "VIP": labels match whatever their case.
    await slow(vipPicks.getByRole('article').first()).toBeVisible();
    const { list } = await platformAnswer<{ list: { name: string }[] }>(
      page,
      `/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&gameType=RNG&platform=${encodeURIComponent(GAME_PLATFORM)}&language=EN`,
      'games',
    );
    const shown = list.slice(0, 7).map((g) => g.name);
    expect(shown.length).toBeGreaterThan(0);
    await expect(vipPicks.getByRole('article')).toHaveCount(shown.length);
    expect(
      await vipPicks
        .getByRole('article')
        .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label'))),
    ).toEqual(shown);
  });

  await test.step('another member, without the label, sees no VIP picks', async () => {
    await signOut(page);
    await registerThroughForm(page, { prefix: 'novip', password });
    await page.goto(`${origin('aurora')}/`);
    await expect(page.getByRole('region', { name: 'Popular games' })).toBeVisible();
    await expect(vipPicks).toHaveCount(0);
  });
  expect(consoleErrors).toEqual([]);
});
