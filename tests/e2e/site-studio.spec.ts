import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { ops } from './ops';
import { test } from './support';

/**
 * The site studio in Chromium against the real platform: an owner of aurora signs in on the
 * back office host, edits aurora's site.json in the studio, sees the preview of the real
 * portal change, publishes, and aurora's portal serves the change. The shipped site.json is
 * put back afterwards, so no other spec sees the edit.
 */
const PORT = Number(process.env.E2E_PORT ?? 8191);
const ADMIN = `http://admin.localhost:${PORT}`;
const AURORA = `http://aurora.localhost:${PORT}`;
/** aurora as requests from Node reach it (localhost maps to aurora; *.localhost resolves in Chromium only). */
const AURORA_FROM_NODE = `http://localhost:${PORT}`;
const SITE_FILE = path.resolve('whitelabels/aurora/site.json');
const THEME_FILE = path.resolve('whitelabels/aurora/theme.json');

async function signInAsOwner(admin: Page, request: APIRequestContext): Promise<void> {
  const username = `studio${Date.now().toString(36)}`;
  const password = 'Back-office-operator-1';
  const made = await ops(
    request,
    'operator',
    'create',
    username,
    '--role',
    'owner',
    '--merchant',
    'aurora',
    '--password',
    password,
  );
  const secret = /authenticator: ([A-Z2-7]+)/.exec(made)?.[1] ?? '';
  await admin.goto(`${ADMIN}/`);
  await admin.getByLabel('Username').fill(username);
  await admin.getByLabel(/^Password/).fill(password);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  await admin.getByLabel(/Authenticator code/).fill(code);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByText('owner · aurora')).toBeVisible({ timeout: 20_000 });
}

test('an owner edits aurora’s site in the studio, previews it in the portal and publishes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const original = fs.readFileSync(SITE_FILE, 'utf8');
  const edited = original.replace('"name": "Aurora Play"', '"name": "Aurora Studio Edit"');
  expect(edited).not.toBe(original);
  try {
    await signInAsOwner(page, request);
    await page.getByRole('button', { name: 'Site studio' }).click();
    // The schema-aware editor arrives in its own chunk, then holds the folder's text.
    const editor = page.locator('.cm-content');
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await expect(editor).toContainText('"Aurora Play"');
    // Typed as an operator would: at the end of the merchant's name, "Play" becomes "Studio Edit".
    await editor.locator('.cm-line', { hasText: '"name": "Aurora Play",' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'Play'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('Studio Edit');

    // The preview frames the real portal on aurora's host, showing the draft.
    const frame = page.locator('iframe[title="Preview of the portal"]');
    await expect(frame).toHaveAttribute('src', /^http:\/\/aurora\.localhost:\d+\/\?studio-preview=/, {
      timeout: 20_000,
    });
    await expect
      .poll(async () => page.frame({ url: /studio-preview=/ })?.title(), { timeout: 20_000 })
      .toMatch(/Aurora Studio Edit/);
    // Players still get the served site meanwhile.
    const player = await request.get(`${AURORA_FROM_NODE}/`);
    expect(await player.text()).not.toContain('Aurora Studio Edit');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/^Published as version \d+: players get it now\.$/)).toBeVisible({
      timeout: 20_000,
    });
    const portal = await page.context().newPage();
    await portal.goto(`${AURORA}/`);
    await expect(portal).toHaveTitle(/Aurora Studio Edit/, { timeout: 20_000 });
    await portal.close();
  } finally {
    // The shipped file back: the platform keeps it as a new version at its next request.
    fs.writeFileSync(SITE_FILE, original);
    await request.get(`${AURORA_FROM_NODE}/`);
  }
});

test('an owner changes a colour of aurora’s theme.json in the studio’s theme tab and the portal wears it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const original = fs.readFileSync(THEME_FILE, 'utf8');
  try {
    await signInAsOwner(page, request);
    await page.getByRole('button', { name: 'Site studio' }).click();
    await page.getByRole('tab', { name: 'theme.json' }).click();
    const editor = page.locator('.cm-content');
    await expect(editor).toContainText('"focus": "#7cc4ff"', { timeout: 20_000 });
    // The dark theme's focus colour, #7cc4ff, becomes #7cc4fe.
    await editor.locator('.cm-line', { hasText: '"focus": "#7cc4ff",' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('e');
    await expect(page.locator('iframe[title="Preview of the portal"]')).toHaveAttribute(
      'src',
      /studio-preview=/,
      { timeout: 20_000 },
    );

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/^Published as version \d+: players get it now\.$/)).toBeVisible({
      timeout: 20_000,
    });
    expect(fs.readFileSync(THEME_FILE, 'utf8')).toContain('"focus": "#7cc4fe"');
    const portal = await page.context().newPage();
    await portal.goto(`${AURORA}/`);
    await expect
      .poll(
        () =>
          portal.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--tsr-focus').trim().toLowerCase(),
          ),
        { timeout: 20_000 },
      )
      .toBe('#7cc4fe');
    await portal.close();
  } finally {
    fs.writeFileSync(THEME_FILE, original);
    await request.get(`${AURORA_FROM_NODE}/`);
  }
});
