import type { Locator } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { expect, test } from './support';

/**
 * The home page's game tiles against the real platform: a new player plays a popular game
 * straight from home and stars another, which the platform keeps.
 */
test.describe.configure({ timeout: 120_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tileName = async (tile: Locator) => (await tile.getAttribute('aria-label')) ?? '';

test('a new player plays a popular game from the home page and stars another, kept after a reload', async ({
  page,
  consoleErrors,
}) => {
  await registerThroughForm(page, { prefix: 'home', password: 'Secret123!' });
  const popular = page.getByRole('region', { name: 'Popular games' });
  const tiles = popular.getByRole('article');
  await expect(tiles.first()).toBeVisible();

  await test.step('a tile’s Play opens the game page on the platform’s launch', async () => {
    const first = tiles.first();
    const name = await tileName(first);
    await first.getByRole('button', { name: new RegExp(`^Play ${escape(name)}`) }).click();
    await expect(page).toHaveURL(/\/game\?gameType=[A-Z]+&vassalage=[A-Z0-9]+&nodeId=\d+/);
    await expect(page.locator(`iframe[title="${name}"]`)).toBeVisible();
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
  expect(consoleErrors).toEqual([]);
});
