import fs from 'node:fs';
import path from 'node:path';
import { startOwnPlatform, type OwnPlatform } from './own-platform';
import { expect, test } from './support';

/**
 * A platform of its own, serving a whitelabels folder with a site broken from the start
 * in the ways merchants break them (jade, on localhost) and a good one a merchant breaks
 * while it runs (lumen, on 127.0.0.1); outside production, so the page lists the problems.
 */
let platform: OwnPlatform | undefined;
let port = 0;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  platform = await startOwnPlatform({
    sites: {
      jade: (site) => {
        delete site.settings.jackpot; // a missing field
        site.settings.ageLimit = 'eighteen'; // a wrong type
        site.pages[0].nodes[0].type = 'sektion'; // an unknown widget
        site.nav[1].when = { flag: 'MOBILEVERCODELOGIN' }; // an unknown flag
        site.pages[2].route = 'login'; // a bad route
        site.nav[2].when = { vip: true }; // a condition outside the grammar
      },
      lumen: () => undefined,
    },
    domains: { localhost: 'jade', '127.0.0.1': 'lumen' },
    nodeEnv: 'development',
  });
  ({ port, dir } = platform);
});

test.afterAll(() => platform?.stop());

test.use({ allowed: [/status of 503/] });

test('a site with no accepted version answers 503 with the configuration-error page naming each problem', async ({
  page,
  consoleErrors,
}) => {
  const res = await page.goto(`http://localhost:${port}/`);
  expect(res?.status()).toBe(503);
  expect(Number(res?.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'This site is being set up' })).toBeVisible();
  const problems = page.getByRole('listitem');
  await expect(problems).toContainText([
    'settings › jackpot: is missing (required)',
    'settings › ageLimit: must be integer, not the text "eighteen"',
    /nav › rng › when › flag: "MOBILEVERCODELOGIN" is not one of the allowed values .* Did you mean “MOBILEVERCODELOGIN3”\?/,
    'nav › live › when › vip: "vip" is not a condition',
    'pages › / › sektion "banner-home": unknown widget type "sektion" Did you mean “section”?',
    'pages › login › route: "login" must be a path that starts with "/"',
  ]);
  // The 503 itself is the one error the browser reports (allowed above).
  expect(consoleErrors.filter((e) => !e.includes('status of 503'))).toEqual([]);
});

test('a running site whose site.json is broken keeps serving players its last good version', async ({
  page,
  consoleErrors,
}) => {
  const home = `http://127.0.0.1:${port}/`;
  const first = await page.goto(home, { waitUntil: 'networkidle' });
  expect(first?.status()).toBe(200);
  // The main menu's links once it settled: the same site must come back after each edit. (The
  // footer and the shortcuts bar are navigations too, drawn later: not counted.)
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The header draws its links once its chunk is in, which may come after the network settles.
  await expect(nav.getByRole('link').first()).toBeVisible();
  const links = await nav.getByRole('link').allTextContents();
  expect(links.length).toBeGreaterThan(5);

  const file = path.join(dir, 'lumen', 'site.json');
  const good = fs.readFileSync(file, 'utf8');
  const site = JSON.parse(good);
  site.pages[0].nodes[0].type = `${site.pages[0].nodes[0].type}x`; // a mistyped widget
  fs.writeFileSync(file, JSON.stringify(site));
  const second = await page.goto(home, { waitUntil: 'networkidle' });
  expect(second?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'This site is being set up' })).toHaveCount(0);
  await expect(nav.getByRole('link')).toHaveText(links);

  fs.writeFileSync(file, '{ "schemaVersion": '); // not JSON at all
  expect((await page.goto(home, { waitUntil: 'networkidle' }))?.status()).toBe(200);
  await expect(nav.getByRole('link')).toHaveText(links);
  fs.writeFileSync(file, good);
  expect(consoleErrors).toEqual([]);
});
