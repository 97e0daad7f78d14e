import { expect as baseExpect, type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { logInNewPlayer } from './player-support';
import { test } from './support';

/** Logins hash passwords at an OWASP cost: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const lobby = (page: Page) => page.getByRole('region', { name: 'Slot games' });
const modeChip = (page: Page, name: string) =>
  lobby(page).getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });

test('R2.8 the lobby route takes lobbyType upper-cased into a game type, type hot or vassalage, and the vendor', async ({
  page,
  consoleErrors,
}) => {
  await logInNewPlayer(page, 'aurora');

  // A member's slot lobby opens on the full list (of its first vendor, R4.24); /lobby/rng/hot
  // opens it on the hot list.
  await page.goto(`${origin('aurora')}/lobby/rng`);
  await expect(modeChip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby(page).getByRole('article').first()).toBeVisible();
  await page.goto(`${origin('aurora')}/lobby/rng/hot`);
  await expect(modeChip(page, 'Hot')).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby(page).getByRole('article').first()).toBeVisible();
  // The player may still switch.
  await modeChip(page, 'All').click();
  await expect(modeChip(page, 'All')).toHaveAttribute('aria-pressed', 'true');

  // /lobby/RNG/vassalage/TSR: that vendor chosen, its 24 games listed.
  await page.goto(`${origin('aurora')}/lobby/RNG/vassalage/TSR`);
  const vendors = lobby(page)
    .getByRole('region', { name: 'Vendors' })
    .or(lobby(page).getByRole('group', { name: 'Vendors' }));
  await expect(vendors.getByRole('button', { pressed: true })).not.toHaveText('All vendors');
  await expect(page.getByText('24 games', { exact: true }).first()).toBeVisible();

  // FISH is a game type too: its lobby lists fish games.
  await page.goto(`${origin('aurora')}/lobby/fish`);
  await expect(lobby(page).getByRole('article').first()).toBeVisible();
  expect(await lobby(page).getByRole('article').count()).toBeGreaterThan(0);

  // An address that names no lobby says so, and lists nothing.
  for (const bad of ['/lobby/live', '/lobby/rng/newest', '/lobby/rng/vassalage']) {
    await page.goto(`${origin('aurora')}${bad}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is no such game lobby' }),
      bad,
    ).toBeVisible();
    await expect(page.getByRole('article'), bad).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
