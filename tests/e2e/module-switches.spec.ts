import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * A platform of its own serving jade (on localhost) with three modules switched off in its
 * platform.json, one of each kind: the lottery (a game lobby), the point mall (a page whose
 * route the spec requires) and the reward centre (a member-centre page). site.json stays as
 * shipped, with all three in it.
 */
let port = 0;
let server: ChildProcess | undefined;
let dir: string;

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
  test.setTimeout(180_000);
  port = await freePort();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-switches-'));
  const to = path.join(dir, 'jade');
  fs.cpSync(path.resolve('whitelabels', 'jade'), to, { recursive: true });
  const platform = JSON.parse(fs.readFileSync(path.join(to, 'platform.json'), 'utf8'));
  platform.modules = { lottery: false, pointMall: false, rewardCenter: false };
  fs.writeFileSync(path.join(to, 'platform.json'), JSON.stringify(platform));
  fs.writeFileSync(path.join(dir, 'domains.json'), JSON.stringify({ localhost: 'jade' }));

  server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      WHITELABELS_DIR: dir,
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      SMTP_SINK_PORT: '0',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the platform exited with code ${server.exitCode}`);
    const up = await fetch(`http://localhost:${port}/wps/system/status`, {
      headers: { 'x-module': 'system' },
    })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the platform with switched-off modules did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

const home = () => `http://localhost:${port}`;

// A switched-off route's page answers 404, which the browser reports as a failed load.
test.use({ allowed: [/status of 404/] });

async function signInAsDemo(page: Page): Promise<void> {
  const header = page.locator('header');
  await header.getByPlaceholder('Username').fill('demo');
  await header.getByPlaceholder('Password').fill('Demo1234');
  await header.getByRole('button', { name: 'Log in' }).first().click();
  // Password hashing is deliberately slow, and this platform starts its own demo data beside the shared one.
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 60_000 });
}

test('a module switched off in platform.json is gone from the nav, its routes answer not found and its calls 403 DISABLED', async ({
  page,
}) => {
  // The shipped site.json has both in its nav and pages: only the switches take them out.
  const site = JSON.parse(fs.readFileSync(path.join(dir, 'jade', 'site.json'), 'utf8')) as {
    nav: { route?: string }[];
    pages: { route: string }[];
  };
  expect(site.nav.map((n) => n.route)).toContain('/lottery');
  expect(site.pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/lottery', '/pointMall']));

  await page.goto(`${home()}/`, { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation').first();
  await expect(nav.locator('a[href="/rng"]').first()).toBeVisible();
  await expect(page.locator('a[href="/lottery"], a[href="/pointMall"]')).toHaveCount(0);

  for (const route of ['/lottery', '/pointMall']) {
    const res = await page.goto(`${home()}${route}`);
    expect(res?.status(), route).toBe(404);
  }

  const lottery = await page.request.get(`${home()}/lgw/vn/games/game_menu`, {
    headers: { 'x-module': 'lottery' },
  });
  expect(lottery.status()).toBe(403);
  expect(((await lottery.json()) as { code: string }).code).toBe('DISABLED');
  const mall = await page.request.get(`${home()}/wps/relay/MCS2_getPointReward`, {
    headers: { 'x-module': 'points' },
  });
  expect(mall.status()).toBe(403);
  expect(((await mall.json()) as { code: string }).code).toBe('DISABLED');
});

test('a member-centre page switched off is not in the member centre', async ({ page }) => {
  await page.goto(`${home()}/`);
  await signInAsDemo(page);
  await page.locator('header').getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('button', { name: /^Mission activity/ })).toBeVisible();
  await expect(centre.getByRole('button', { name: /^Reward centre/ })).toHaveCount(0);
});
