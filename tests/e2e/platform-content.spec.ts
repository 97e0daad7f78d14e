import { origin } from './accounts-support';
import { expect, platformAnswer, test } from './support';

/**
 * Content a visitor reads that only the platform knows: the winners board and the promotions.
 * Each test asks the platform the page's own question (same path, same x-module) and checks
 * that the page shows that answer, so a call the platform refuses fails here, not in production.
 */

test('the home’s winners board shows the latest wins the platform answers', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/`);
  const { list } = await platformAnswer<{ list: { player: string; gameName: string }[] }>(
    page,
    '/wps/relay/ODSFE2_getWinnerBoard?count=20',
    'games',
  );
  // The seeded demo team's rounds are real wins of the last days.
  expect(list.length).toBeGreaterThan(0);
  const first = page.getByRole('list', { name: 'Winners' }).getByRole('listitem').first();
  await expect(first).toContainText(list[0]!.player);
  await expect(first).toContainText(list[0]!.gameName);
  expect(consoleErrors).toEqual([]);
});

test('R2.10 the promotions page lists the platform’s promotions, and one opens with the terms the platform holds', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/promotions`);
  const { promotion } = await platformAnswer<{ promotion: { id: number; title: string; content: string }[] }>(
    page,
    '/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=W&execution=B&language=EN',
    'notice',
  );
  expect(promotion.length).toBeGreaterThan(1);
  for (const p of promotion)
    await expect(page.getByRole('heading', { name: p.title, level: 2 })).toBeVisible();

  const chosen = promotion[1]!;
  await page.getByRole('link', { name: `${chosen.title}: details` }).click();
  await expect(page).toHaveURL(`${origin('aurora')}/promoDetail?id=${chosen.id}`);
  await expect(page.getByRole('heading', { name: chosen.title, level: 1 })).toBeVisible();
  // The terms are the platform's HTML, drawn as text: its first paragraph reads as written.
  const firstParagraph = /<p>(.*?)<\/p>/.exec(chosen.content)?.[1] ?? '';
  expect(firstParagraph).not.toBe('');
  await expect(page.getByRole('region', { name: chosen.title })).toContainText(firstParagraph);
  expect(consoleErrors).toEqual([]);
});

test('R2.94 the help centre shows the merchant’s help topics the platform holds, and an article opens with its answer', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/help`);
  const { categories } = await platformAnswer<{
    categories: { key: string; title: string; articles: { id: number; title: string; content: string }[] }[];
  }>(page, '/wps/system/helpCenter?language=EN', 'help');
  const category = categories.find((c) => c.articles.length > 0);
  if (!category) throw new Error('the platform holds no help article for aurora');
  const section = page.getByRole('region', { name: category.title });
  const article = category.articles[0]!;
  await section.getByRole('button', { name: article.title }).click();
  const answer = /<p>(.*?)<\/p>/.exec(article.content)?.[1] ?? article.content;
  await expect(section.getByText(answer.replace(/<[^>]+>/g, ''), { exact: false }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('jade’s home carousel shows every game vendor of the platform’s game menus', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('jade')}/`);
  const { lanes } = await platformAnswer<{ lanes: { vendors: { title: string }[] }[] }>(
    page,
    '/lgw/games/game_menus?language=EN',
    'games',
  );
  const titles = lanes.flatMap((l) => l.vendors.map((v) => v.title));
  expect(titles.length).toBeGreaterThan(0);
  const carousel = page.getByRole('region', { name: 'Game vendors' });
  await expect(carousel.getByRole('button')).toHaveCount(titles.length);
  await expect(carousel.getByRole('button').first()).toHaveText(titles[0]!);
  await expect(carousel.getByRole('button').last()).toHaveText(titles.at(-1)!);
  expect(consoleErrors).toEqual([]);
});

test('R2.3 the notices page lists the platform’s bulletins and opens the one its address names, with the text the platform holds', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/`);
  const { banners } = await platformAnswer<{ banners: { id: number; title: string; content: string }[] }>(
    page,
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=EN',
    'notice',
  );
  expect(banners.length).toBeGreaterThan(1);
  const chosen = banners[1]!;
  await page.goto(`${origin('aurora')}/noticePage?id=${chosen.id}`);
  const board = page.getByRole('region', { name: 'Notices' });
  // The first page: nine bulletins at most, in the platform's order.
  // Each notice's head is a button that opens and closes it (the pager's buttons are not).
  const heads = board.locator('li > button[aria-expanded]');
  await expect(heads).toHaveCount(Math.min(banners.length, 9));
  for (const [i, b] of banners.slice(0, 9).entries()) await expect(heads.nth(i)).toContainText(b.title);
  const opened = heads.nth(1);
  await expect(opened).toHaveAttribute('aria-expanded', 'true');
  await expect(heads.first()).toHaveAttribute('aria-expanded', 'false');
  const text = chosen.content
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  expect(text).not.toBe('');
  await expect(board.locator(`li[data-id="${chosen.id}"]`)).toContainText(text);
  expect(consoleErrors).toEqual([]);
});
