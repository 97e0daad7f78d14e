import fs from 'node:fs';
import path from 'node:path';
import { origin } from './accounts-support';
import { expect, test } from './support';

interface SiteFile {
  merchant: { code: string; name: string; favicon: string };
}
interface ThemeFile {
  default: 'dark' | 'light';
  dark: { surfacePage: string };
  light: { surfacePage: string };
}

const dir = path.resolve('whitelabels');
const merchants = fs
  .readdirSync(dir)
  .filter((code) => fs.existsSync(path.join(dir, code, 'site.json')))
  .map((code) => ({
    site: JSON.parse(fs.readFileSync(path.join(dir, code, 'site.json'), 'utf8')) as SiteFile,
    theme: JSON.parse(fs.readFileSync(path.join(dir, code, 'theme.json'), 'utf8')) as ThemeFile,
  }));

test('every merchant’s tab shows its own title, icon and bar colour with JavaScript off', async ({
  browser,
}) => {
  // No script runs in this context: whatever the tab shows came in the served HTML.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { site, theme } of merchants) {
    const { code, name, favicon } = site.merchant;
    await page.goto(`${origin(code)}/live`);
    await expect(page, code).toHaveTitle(name);
    await expect(page.locator('link[rel="icon"]'), code).toHaveAttribute('href', favicon);
    await expect(page.locator('meta[name="theme-color"]'), code).toHaveAttribute(
      'content',
      theme[theme.default].surfacePage,
    );
  }
  // The icons they name load.
  for (const { site } of merchants) {
    const res = await page.goto(`${origin(site.merchant.code)}${site.merchant.favicon}`);
    expect(res?.status(), site.merchant.code).toBe(200);
  }
  await context.close();
});

test('the bar colour follows the theme the player switches to', async ({ page, consoleErrors }) => {
  const aurora = merchants.find((m) => m.site.merchant.code === 'aurora');
  if (!aurora) throw new Error('no aurora whitelabel');
  const { site, theme } = aurora;
  const other = theme.default === 'dark' ? 'light' : 'dark';
  await page.goto(`${origin(site.merchant.code)}/help`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme.default);
  await page.evaluate((name) => localStorage.setItem('tsr.theme', name), other);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme[other].surfacePage);
  expect(consoleErrors).toEqual([]);
});
