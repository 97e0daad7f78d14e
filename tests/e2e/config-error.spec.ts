import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support';

/**
 * A platform of its own, serving a whitelabels folder with a site broken from the start
 * in the ways merchants break them (jade, on localhost) and a good one a merchant breaks
 * while it runs (lumen, on 127.0.0.1); outside production, so the page lists the problems.
 */
let port = 0;
let server: ChildProcess | undefined;
let dir: string;

/** A port nobody listens on now (other checkouts run their own servers on this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-broken-'));
  const from = path.resolve('whitelabels', 'jade');
  const to = path.join(dir, 'jade');
  fs.cpSync(from, to, { recursive: true });
  const site = JSON.parse(fs.readFileSync(path.join(to, 'site.json'), 'utf8'));
  delete site.settings.jackpot; // a missing field
  site.settings.ageLimit = 'eighteen'; // a wrong type
  site.pages[0].nodes[0].type = 'sektion'; // an unknown widget
  site.nav[1].when = { flag: 'MOBILEVERCODELOGIN' }; // an unknown flag
  site.pages[2].route = 'login'; // a bad route
  site.nav[2].when = { vip: true }; // a condition outside the grammar
  fs.writeFileSync(path.join(to, 'site.json'), JSON.stringify(site));
  fs.cpSync(path.resolve('whitelabels', 'lumen'), path.join(dir, 'lumen'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'domains.json'),
    JSON.stringify({ localhost: 'jade', '127.0.0.1': 'lumen' }),
  );

  server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      WHITELABELS_DIR: dir,
      DATA_DIR: 'memory://',
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      SEED_DEMO: '0',
      SMTP_SINK_PORT: '0',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    if (server.exitCode !== null) throw new Error(`the platform exited with code ${server.exitCode}`);
    const up = await fetch(`http://localhost:${port}/wps/system/status`, {
      headers: { 'x-module': 'system' },
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the platform with the broken whitelabel did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

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
