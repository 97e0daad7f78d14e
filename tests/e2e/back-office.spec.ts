import * as OTPAuth from 'otpauth';
import { expect } from '@playwright/test';
import { ops } from './ops';
import { test } from './support';

/**
 * The back office in Chromium against the real platform: an operator made with
 * `npm run ops -- operator create` signs in on the back office host with password and
 * authenticator code, finds a member and opens their page.
 */
const PORT = Number(process.env.E2E_PORT ?? 8191);
const ADMIN = `http://admin.localhost:${PORT}`;

test('an operator of one merchant signs in with TOTP, finds a member and opens their page', async ({
  page,
  request,
}) => {
  const username = `support${Date.now().toString(36)}`;
  const password = 'Support-operator-1';
  const made = await ops(
    request,
    'operator',
    'create',
    username,
    '--role',
    'support',
    '--merchant',
    'aurora',
    '--password',
    password,
  );
  const secret = /authenticator: ([A-Z2-7]+)/.exec(made)?.[1] ?? '';
  expect(secret).not.toBe('');

  await page.goto(`${ADMIN}/`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  await page.getByLabel(/Authenticator code/).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText(username)).toBeVisible();
  await expect(page.getByText('support · aurora')).toBeVisible();
  await page.getByRole('searchbox').fill('demoagent');
  await page.keyboard.press('Enter');
  const table = page.getByRole('table');
  // An operator of aurora finds aurora's demoagent only, though every merchant has one.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'aurora', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/back-office-search.png', fullPage: true });
  await table.getByRole('button', { name: 'demoagent' }).click();

  await expect(page.getByRole('heading', { name: 'demoagent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^main[\d,.]+ USD$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/back-office-member.png', fullPage: true });

  // The back office is not on a merchant's domain: its calls are unknown there.
  const elsewhere = await request.get(`http://localhost:${PORT}/ops/session/me`);
  expect(elsewhere.status()).toBe(404);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
