import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { origin, port, servedWhitelabelsDir } from './accounts-support';
import { signInAsNewOperator } from './back-office-support';
import { test } from './support';

/**
 * The site studio in Chromium against the real platform: an owner of aurora signs in on the
 * back office host, edits aurora's site.json in the studio, sees the preview of the real
 * portal change, publishes, and aurora's portal serves the change. The shipped site.json is
 * put back afterwards, so no other spec sees the edit.
 */
const AURORA = origin('aurora');
/** aurora as requests from Node reach it (localhost maps to aurora; *.localhost resolves in Chromium only). */
const AURORA_FROM_NODE = `http://localhost:${port}`;
const SITE_FILE = path.join(servedWhitelabelsDir, 'aurora/site.json');
const THEME_FILE = path.join(servedWhitelabelsDir, 'aurora/theme.json');

test('an owner edits aurora’s site in the studio, previews it in the portal and publishes it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const original = fs.readFileSync(SITE_FILE, 'utf8');
  const edited = original.replace('"name": "Aurora Play"', '"name": "Aurora Studio Edit"');
  expect(edited).not.toBe(original);
  try {
    await signInAsNewOperator(page, request, 'owner');
    await page.getByRole('button', { name: 'Site studio' }).click();
    // The schema-aware editor arrives in its own chunk, then holds the folder's text.
    const editor = page.locator('.cm-content');
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await expect(editor).toContainText('"Aurora Play"');
    // The editor wears its own styles (the page's policy grants them a nonce): lines keep their
    // indentation, and the shipped site, which the platform finds valid, shows no problem.
    await expect(editor).toHaveCSS('white-space', 'break-spaces');
    await expect(page.locator('.cm-gutters')).toHaveCSS('display', 'flex');
    await expect(page.locator('.cm-lintRange-error, .cm-lintPoint-error')).toHaveCount(0);
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
    // Once the portal in the frame has loaded, the preview no longer says it is loading.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Loading the preview…')).toBeHidden({ timeout: 20_000 });
    await expect(preview).toHaveAttribute('aria-busy', 'false');
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
    expect(consoleErrors).toEqual([]);
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
    await signInAsNewOperator(page, request, 'owner');
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
