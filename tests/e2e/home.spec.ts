import { expect as baseExpect } from '@playwright/test';
import { origin, servedJson, servedWhitelabels } from './accounts-support';
import { test } from './support';

/** The home page as a player meets it, in Chromium against the real platform. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const SECTIONS: Record<string, string[]> = {
  aurora: ['Popular games'],
  lumen: ['Top matches', 'Hot slots'],
  jade: ['Hot slots', 'Popular games'],
};

for (const [merchant, titles] of Object.entries(SECTIONS)) {
  for (const width of [1440, 390]) {
    test(`${merchant} at ${width} px: the home's game sections use the whole width`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin(merchant)}/`);
      for (const title of titles) {
        const section = page.getByRole('region', { name: title, exact: true });
        const grid = section.getByRole('list').first();
        await expect(grid.getByRole('listitem').first()).toBeVisible();
        const outer = (await section.boundingBox())!;
        const inner = (await grid.boundingBox())!;
        expect(inner.width, title).toBeGreaterThan(outer.width * 0.95);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('R7.42 the home shows the platform’s latest lottery results with a way to bet', async ({
  page,
  consoleErrors,
}) => {
  // A fresh platform draws its first results within a minute: wait for one, then look.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/lgw/vn/numeros/opened/game?count=100`, {
          headers: { 'x-module': 'lottery' },
        });
        return ((await res.json()) as { value: { list: unknown[] } }).value.list.length;
      },
      { timeout: 120_000, message: 'a drawn lottery draw' },
    )
    .toBeGreaterThan(0);
  const opened = page.waitForRequest((r) => r.url().includes('/lgw/vn/numeros/opened/game'));
  await page.goto(`${origin('aurora')}/`);
  expect(new URL((await opened).url()).searchParams.get('count')).toBe('100');
  const section = page.getByRole('region', { name: 'Lottery results' });
  const results = section.getByRole('list', { name: 'Lottery results' });
  await expect(results).toBeVisible();
  const card = results.getByRole('article').first();
  await expect(card.getByRole('list', { name: /^Special prize \d+$/ })).toBeVisible();
  await expect(section.getByText(/not available/i)).toHaveCount(0);
  await card.getByRole('link', { name: 'Bet on the next draw' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=[A-Z0-9]+&vendor=/);
  expect(consoleErrors).toEqual([]);
});

test('no page or layout of a shipped site shows a “not available yet” widget', () => {
  for (const code of servedWhitelabels) {
    const site = servedJson<Record<string, unknown>>(code, 'site.json');
    const found: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}[${i}]`));
      else if (node && typeof node === 'object') {
        if ((node as { type?: unknown }).type === 'feature-unavailable') found.push(at);
        for (const [k, v] of Object.entries(node)) walk(v, `${at}.${k}`);
      }
    };
    walk({ layout: site.layout, pages: site.pages }, code);
    expect(found, code).toEqual([]);
  }
});
