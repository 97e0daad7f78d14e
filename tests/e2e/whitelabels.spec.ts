import { expect, test, visitablePath } from './support';
import { port, servedJson, servedWhitelabels } from './accounts-support';

interface SiteFile {
  merchant: { code: string; name: string };
  languages: { header: string[]; default: string };
  pages: { route: string; aliases?: string[] }[];
}
interface ThemeFile {
  default: 'dark' | 'light';
}

const merchants = servedWhitelabels.map((code) => ({
  site: servedJson<SiteFile>(code, 'site.json'),
  theme: servedJson<ThemeFile>(code, 'theme.json'),
}));

test('there are at least three whitelabels', () => {
  expect(merchants.length).toBeGreaterThanOrEqual(3);
});

for (const { site, theme } of merchants) {
  const code = site.merchant.code;
  // Walking the routes draws a captcha on /register, /register.html and /login within a
  // second: the platform's one-a-second captcha throttle (spec §9) answers 429 to the next.
  // The consoleErrors fixture fails the test on any other console error.
  test.use({ allowed: [/status of 429 \(Too Many Requests\)/] });

  test(`${code}: its domain serves every route of its site with its own identity`, async ({
    page,
    consoleErrors: _checkedByTheFixture,
  }) => {
    const origin = `http://${code}.localhost:${port}`;
    const routes = site.pages.flatMap((p) => [p.route, ...(p.aliases ?? [])]);
    for (const route of routes) {
      await page.goto(`${origin}${visitablePath(route)}`);
      await expect(page.locator('main').first(), route).toBeVisible();
      await expect(page, route).toHaveTitle(new RegExp(site.merchant.name));
      await expect(page.getByRole('heading', { name: 'Page not found' }), route).toHaveCount(0);
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.default);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test(`${code}: ?wl= chooses it and the choice survives client-side navigation and reloads`, async ({
    page,
    consoleErrors: _checkedByTheFixture,
  }) => {
    await page.goto(`/sports?wl=${code}`);
    await expect(page).toHaveTitle(new RegExp(site.merchant.name));
    // Client-side navigation through the brand's logo link in the header.
    await page.getByRole('link', { name: `${site.merchant.name} home` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(new RegExp(site.merchant.name));
    await page.reload();
    await expect(page).toHaveTitle(new RegExp(site.merchant.name));
    await page.goto('/help');
    await expect(page).toHaveTitle(new RegExp(site.merchant.name));
  });
}

test('a route of a module the merchant hides answers as not found', async ({ page }) => {
  await page.goto(`http://lumen.localhost:${port}/esports`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('R1.9 R1.10 the language and theme chosen are remembered across reloads', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`http://aurora.localhost:${port}/sports`);
  await page.evaluate(() => {
    localStorage.setItem('tsr.language', 'TH');
    localStorage.setItem('tsr.theme', 'light');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { level: 1, name: 'กีฬา' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a stored language or theme that is not valid falls back to the merchant’s default', async ({
  page,
}) => {
  await page.goto(`http://lumen.localhost:${port}/`);
  await page.evaluate(() => {
    localStorage.setItem('tsr.language', 'JA'); // a language, but not one Lumen offers
    localStorage.setItem('tsr.theme', 'sepia');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => localStorage.setItem('tsr.language', '"EN"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
