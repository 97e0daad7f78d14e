import type { Page } from '@playwright/test';
import { expect as baseExpect } from '@playwright/test';
import { origin } from './accounts-support';
import { test } from './support';

/** A login hashes the password at an OWASP cost: on a busy machine it takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The demo player's seeded play as the platform reports it: the member-centre pages that
 * read records and missions, and the PVP rooms. Read only, so the demo player stays as other
 * specs expect it (nothing is claimed or moved here).
 */

async function logInAsDemo(page: Page): Promise<void> {
  await page.goto(`${origin('aurora')}/`);
  const header = page.locator('header');
  await header.getByPlaceholder('Username').fill('demo');
  await header.getByPlaceholder('Password').fill('Demo1234');
  await header.getByRole('button', { name: 'Log in' }).first().click();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('R2.11 the demo player reads its seeded slot rounds, profit, bonuses and missions in the member centre, the PVP rooms and games, and the /fbsports and /seamless pages', async ({
  page,
  consoleErrors,
}) => {
  await logInAsDemo(page);
  await page.locator('header').getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const open = (item: string) =>
    centre
      .getByRole('navigation')
      .getByRole('button', { name: new RegExp(`^${item}`) })
      .click();

  await test.step('betting record: the settled slot rounds', async () => {
    await open('Betting record');
    const rounds = centre.getByRole('table', { name: 'Betting record' }).getByRole('row');
    // Each round names its game type and vendor.
    await expect(rounds.filter({ hasText: /Slots · / }).first()).toBeVisible();
  });

  await test.step('profit and loss: the rounds of the week, by day and by game type', async () => {
    await open('Profit and loss');
    const byType = centre.getByRole('table', { name: 'Profit by game type' });
    await expect(byType.getByRole('row').filter({ hasText: 'Slots' })).toBeVisible();
    const today = centre.getByRole('table', { name: 'Profit by day' }).getByRole('row').nth(1);
    await expect(today.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  });

  await test.step('bonus details: the welcome bonus the platform credited', async () => {
    await open('Bonus details');
    const table = centre.getByRole('table', { name: 'Bonus details' });
    await expect(table.getByRole('row').filter({ hasText: 'Welcome bonus' })).toContainText('+100.00');
  });

  await test.step('mission activity: the missions with the progress the rounds made, and a leaderboard', async () => {
    await open('Mission activity');
    const mission = centre.getByRole('article', { name: 'Spin 20 rounds of slots' });
    await expect(mission).toContainText(/\d+ of 20 rounds/);
    await expect(centre.getByRole('article', { name: 'Live casino marathon' })).toContainText('Coming soon');
    await mission.getByRole('button', { name: 'Leaderboard' }).click();
    // The demo player's own rounds put it on the board, marked as the reader.
    await expect(
      mission.getByRole('table', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: '(you)' }),
    ).toBeVisible();
  });

  await test.step('PVP: the rooms the platform lists', async () => {
    await centre.getByRole('button', { name: 'Close' }).click();
    await page.goto(`${origin('aurora')}/pvp`);
    const rooms = page.getByRole('list', { name: 'Rooms' });
    await expect(rooms.getByRole('listitem').filter({ hasText: 'Niu Niu Chess' }).first()).toContainText(
      'Chess Club',
    );
  });

  await test.step('a PVP vendor opens its games in the game popup', async () => {
    await page
      .getByRole('region', { name: 'Vendors' })
      .getByRole('button', { name: /^Chess Club/ })
      .click();
    const games = page
      .getByRole('dialog', { name: 'Games' })
      .getByRole('list', { name: 'Games of Chess Club' });
    await expect(games.getByRole('button', { name: /^Play Niu Niu Chess(?! 2)/ })).toBeVisible();
  });

  await test.step('/fbsports opens the house sports book on the ticket the platform gave; /seamless opens a vendor’s lobby', async () => {
    await page.goto(`${origin('aurora')}/fbsports`);
    const book = page.frameLocator('iframe[title="FB Sports"]');
    await expect(book.getByRole('heading', { name: /FB Sports/, level: 1 })).toBeVisible();
    await page.goto(`${origin('aurora')}/seamless`);
    await page
      .getByRole('list', { name: 'Vendors' })
      .getByRole('button', { name: /^Tessera Originals \d+ games/ })
      .click();
    await expect(page).toHaveURL(/\/rng\?page=TSR$/);
    await expect(
      page.getByRole('region', { name: 'Slot games' }).getByRole('button', { name: /^Tessera Originals/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
  expect(consoleErrors).toEqual([]);
});
