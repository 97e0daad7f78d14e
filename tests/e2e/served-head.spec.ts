import { PNG } from 'pngjs';
import { origin, servedJson, servedWhitelabels } from './accounts-support';
import { expect, test } from './support';

interface SiteFile {
  merchant: { code: string; name: string; favicon: string; description: Record<string, string> };
  languages: { default: string };
}
interface Tokens {
  surfacePage: string;
  textPrimary: string;
  [token: string]: string;
}
interface ThemeFile {
  default: 'dark' | 'light';
  dark: Tokens;
  light: Tokens;
}

/** The colour of the top-left pixel of a screenshot, as `rgb(r, g, b)`. */
function cornerColour(png: Buffer): string {
  const { data } = PNG.sync.read(png);
  return `rgb(${data[0]}, ${data[1]}, ${data[2]})`;
}

/** `#0e1014` -> `rgb(14, 16, 20)`, the way computed styles read. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const merchants = servedWhitelabels.map((code) => ({
  site: servedJson<SiteFile>(code, 'site.json'),
  theme: servedJson<ThemeFile>(code, 'theme.json'),
}));

test('every merchant’s tab, description and first paint are its own with JavaScript off', async ({
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
  // The first paint is the brand's: the page's background and text take the default theme's
  // colours, and the description is the default language's, all before any script.
  for (const { site, theme } of merchants) {
    const { code, description } = site.merchant;
    await page.goto(`${origin(code)}/`);
    await expect(page.locator('meta[name="description"]'), code).toHaveAttribute(
      'content',
      description[site.languages.default] ?? '',
    );
    await expect(page.locator('html'), code).toHaveAttribute('data-theme', theme.default);
    await expect(page.locator('html'), code).toHaveCSS(
      'background-color',
      rgb(theme[theme.default].surfacePage),
    );
    await expect(page.locator('html'), code).toHaveCSS('color', rgb(theme[theme.default].textPrimary));
    // What is painted, not only what is computed: the screen's corner is one of the brand's
    // colours (the page's first screen draws its header there: its top band's surface).
    const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 4, height: 4 } });
    const brandColours = Object.values(theme[theme.default])
      .filter((value) => /^#[0-9a-f]{6}$/i.test(value))
      .map(rgb);
    expect(brandColours, code).toContain(cornerColour(shot));
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
