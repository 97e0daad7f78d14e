import type { Locator } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { logInAs } from './agent-session';
import { expect, platformAnswer, test } from './support';

/**
 * The ways into a game other than the lobbies, against the real platform: the home page's
 * game tiles, the PVP rooms' Join and the vendor carousel.
 */
test.describe.configure({ timeout: 120_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tileName = async (tile: Locator) => (await tile.getAttribute('aria-label')) ?? '';

test('R3.33 a new player plays a popular game from the home page and stars another, kept after a reload', async ({
  page,
  consoleErrors,
}) => {
  await registerThroughForm(page, { prefix: 'home', password: 'Secret123!' });
  const popular = page.getByRole('region', { name: 'Popular games' });
  const tiles = popular.getByRole('article');
  await expect(tiles.first()).toBeVisible();

  await test.step('the home shows the platform’s banners, hot games of a type and promotions', async () => {
    const banners = page.locator('[aria-roledescription="carousel"][aria-label="Featured"]');
    await expect(banners.locator('img').first()).toHaveAttribute(
      'src',
      /\/wps\/art\/banner\/aurora\/w_home-\d+\.svg/,
    );
    // Aurora's home lists the hot LIVE games.
    await expect(
      page.getByRole('region', { name: 'Live tables' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured promotions' }).getByRole('article').first(),
    ).toBeVisible();
  });

  await test.step('a tile’s Play opens the game page on the platform’s launch', async () => {
    const first = tiles.first();
    const name = await tileName(first);
    await first.getByRole('button', { name: new RegExp(`^Play ${escape(name)}`) }).click();
    await expect(page).toHaveURL(/\/game\?gameType=[A-Z]+&vassalage=[A-Z0-9]+&nodeId=\d+/);
    await expect(page.locator(`iframe[title="${name}"]`)).toBeVisible();
    // The frame shows the launch address the platform answered: a house page with its ticket.
    await expect(page.locator(`iframe[title="${name}"]`)).toHaveAttribute('src', /\/house\/\w+\/\?ticket=/);
  });

  await test.step('a star on another tile is kept by the platform', async () => {
    await page.goto(`${origin('aurora')}/`);
    const second = tiles.nth(1);
    const name = await tileName(second);
    await second.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(second.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
    await page.reload();
    // Found by its name: the popular order may change between the two reads.
    const again = popular.getByRole('article', { name, exact: true }).first();
    await expect(again.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  });

  await test.step('the PVP page shows the platform’s PVP vendors and rooms', async () => {
    await page.goto(`${origin('aurora')}/pvp`);
    const { lanes } = await platformAnswer<{
      lanes: { gameCategory: string; vendors: { title: string }[] }[];
    }>(page, '/lgw/games/game_menus?language=EN', 'games');
    const pvp = lanes.find((l) => l.gameCategory === 'PVP')?.vendors ?? [];
    expect(pvp.length).toBeGreaterThan(0);
    for (const v of pvp) await expect(page.getByRole('group', { name: v.title, exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rooms' }).getByRole('listitem').first()).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});

test('a new player joins a PVP room the platform lists and lands in that game’s frame', async ({
  page,
  consoleErrors,
}) => {
  await registerThroughForm(page, { prefix: 'pvp', password: 'Secret123!' });
  await page.goto(`${origin('aurora')}/pvp`);
  const room = page.getByRole('list', { name: 'Rooms' }).getByRole('listitem').first();
  await expect(room).toBeVisible();
  const game = ((await room.locator('strong').textContent()) ?? '').trim();
  expect(game).not.toBe('');
  await room.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/game\?gameType=PVP&vassalage=[A-Z0-9]+&nodeId=\d+/);
  await expect(page.locator(`iframe[title="${game}"]`)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a slot vendor in jade’s home carousel asks a visitor to log in, and opens its slot lobby for a player', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('jade')}/`);
  const { lanes } = await platformAnswer<{
    lanes: { vendors: { title: string; gameType: string; vassalage: string }[] }[];
  }>(page, '/lgw/games/game_menus?language=EN', 'games');
  const vendor = lanes.flatMap((l) => l.vendors).find((v) => v.gameType === 'RNG');
  expect(vendor).toBeDefined();
  const button = page
    .getByRole('region', { name: 'Game vendors' })
    .getByRole('button', { name: vendor!.title, exact: true });
  // Focus pauses the carousel's turning; the keyboard then opens the vendor wherever it stands.
  await button.focus();
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  // The demo player: opening a lobby changes nothing of its account.
  await logInAs(page, 'jade', 'demo');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/rng\\?page=${vendor!.vassalage}$`));
  expect(consoleErrors).toEqual([]);
});
