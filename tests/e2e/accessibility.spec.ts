import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { origin, servedJson, servedWhitelabels } from './accounts-support';
import { dismissPopupNotices, test, visitablePath } from './support';

/** Logins hash passwords with scrypt: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
// Every route twice (visitor, member) with an axe pass each: a few minutes on a loaded machine.
test.describe.configure({ timeout: 600_000 });

interface SiteFile {
  merchant: { code: string };
  pages: { route: string; aliases?: string[] }[];
}

const sites = servedWhitelabels.map((code) => servedJson<SiteFile>(code, 'site.json'));

const header = (page: Page) => page.locator('header').first();

/** One readable line per serious or critical violation: rule, impact, and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3) is among axe's experimental rules, off unless asked for.
  const { violations } = await new AxeBuilder({ page })
    // One axe.run in the page (and its same-origin frames) instead of a partial run per frame
    // finished in a second, blank page: 0.8 s a route against 2.7 s, with the same rules.
    .setLegacyMode(true)
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only violations are read: axe skips gathering every passing node, several times faster.
      resultTypes: ['violations'],
    })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    );
}

/**
 * A wait for the page's network to be quiet: no request in flight for 150 ms. Playwright's
 * `networkidle` is the same with 500 ms of quiet, which was 21 of the 50 s one merchant's
 * routes took to settle and scan. On every aurora route the page held the same elements at
 * the end of this wait as after `networkidle` and another second.
 */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < 150) await page.waitForTimeout(25);
  };
}

/**
 * Open the route and wait until it has settled: its main region is there, its
 * data answered, and no popup notice stands over it.
 */
async function settle(page: Page, url: string, networkQuiet: () => Promise<void>): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  await networkQuiet();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The page's notice handler (dismissPopupNotices) closes each notice as this waits.
  const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Got it' }) });
  await expect(notice).toHaveCount(0);
}

/**
 * Routes whose page differs for a member beyond the header: the home page, lobbies with
 * favourite hearts, the point mall, feedback (My feedback), promotions and the game page.
 * Every other route shows a member the visitor's page under the member's header, which
 * the home page already checks.
 */
const MEMBER_ROUTES = new Set([
  '/',
  '/rng',
  '/live',
  '/lottery',
  '/pointMall',
  '/feedback',
  '/promotions',
  '/game',
]);

/** Routes of the site: one heading of level 1, and no serious or critical axe violation. */
async function checkRoutes(
  page: Page,
  site: SiteFile,
  who: 'visitor' | 'member',
  networkQuiet: () => Promise<void>,
): Promise<string[]> {
  const found: string[] = [];
  // Aliases (/home, /index.html...) draw the same page as their route: visited once.
  const routes = site.pages.map((p) => p.route).filter((r) => who === 'visitor' || MEMBER_ROUTES.has(r));
  for (const route of routes) {
    await settle(page, `${origin(site.merchant.code)}${visitablePath(route)}`, networkQuiet);
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) found.push(`${route} (${who}): ${h1} <h1> elements`);
    for (const v of await seriousViolations(page)) found.push(`${route} (${who}): ${v}`);
  }
  return found;
}

for (const site of sites) {
  const code = site.merchant.code;
  test(`${code}: every route, to a visitor and to the demo member, has one <h1> and no serious axe violation`, async ({
    browser,
  }) => {
    // One context for the whole walk: the visitor's pass, then the member's after a login.
    // Reduced motion: the jackpot counter and carousels stand still, so axe is not racing
    // animation frames on a busy machine (the rules' outcome is the same).
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const networkQuiet = quietNetwork(page);
    await dismissPopupNotices(page);
    const found = await checkRoutes(page, site, 'visitor', networkQuiet);

    await page.goto(`${origin(code)}/`);
    await header(page).getByPlaceholder('Username').fill('demo');
    await header(page).getByPlaceholder('Password').fill('Demo1234');
    await header(page).getByRole('button', { name: 'Log in' }).first().click();
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    found.push(...(await checkRoutes(page, site, 'member', networkQuiet)));
    await context.close();
    expect(found).toEqual([]);
  });
}
