import { expect as baseExpect } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { test } from './support';

/**
 * The responsible-gaming page in Chromium against the real platform: the footer's "Play
 * responsibly" leads to it; it describes the tools, shows the merchant's help organisations from
 * its help centre, and takes a member to the member-centre page that sets limits and breaks.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('the footer leads to the responsible-gaming page, which leads a member to the tools', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await registerThroughForm(page, { prefix: 'rg', password: 'Secret123!' });
  await page.goto(`${origin('aurora')}/`);
  await page.locator('footer').getByRole('link', { name: 'Play responsibly' }).click();
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  const guide = page.getByRole('article', { name: 'Responsible gaming' });
  await expect(guide.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  const tools = guide.getByRole('region', { name: 'Tools to stay in control' });
  await expect(tools.getByRole('heading', { level: 3, name: 'Self-exclusion' })).toBeVisible();
  // The merchant's own help organisations, from its help centre.
  await expect(guide.getByRole('heading', { level: 3, name: 'Help organisations' })).toBeVisible();
  await expect(guide.getByText(/www\.gamblingtherapy\.org/)).toBeVisible();

  await guide.getByRole('button', { name: 'Set limits or take a break' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { level: 2, name: 'Responsible gaming' })).toBeVisible();
  await expect(centre.getByRole('form', { name: 'Take a break' })).toBeVisible();
});

test('a visitor takes the gambling self-check by keyboard: every question is needed, then the result says what to do', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.goto(`${origin('jade')}/responsible-gaming`);
  // Keys pressed go to whatever has focus: let the merchant's popup notice come and be closed
  // first (the page's notice handler closes it), or it could take the keys meant for the check.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const check = page.getByRole('form', { name: 'Gambling self-check' });
  const questions = check.getByRole('group');
  await expect(questions).toHaveCount(9);
  // Two answered, then asked for the result: the seven left are named and the first gets focus.
  await questions.nth(0).getByRole('radio', { name: 'Never' }).check();
  await questions.nth(1).getByRole('radio', { name: 'Sometimes' }).check();
  await check.getByRole('button', { name: 'See my result' }).click();
  await expect(check.getByText('Answer every question to see your result (7 left).')).toBeVisible();
  await expect(questions.nth(2).getByRole('radio', { name: 'Never' })).toBeFocused();
  // The rest by keyboard: an arrow key picks the next answer in a question.
  for (let i = 2; i < 9; i++) {
    await questions.nth(i).getByRole('radio', { name: 'Never' }).focus();
    await page.keyboard.press(i < 5 ? 'ArrowRight' : 'Space');
  }
  await check.getByRole('button', { name: 'See my result' }).press('Enter');
  // 1 + 3 × 1 = 4: moderate.
  const result = page.getByRole('status', { name: 'Your result' });
  await expect(result.getByRole('heading', { name: 'Moderate risk' })).toBeVisible();
  await expect(result).toBeFocused();
  await result.getByRole('button', { name: 'Set limits or take a break' }).click();
  // A visitor is asked to log in first, as every member-centre entry does.
  await expect(page.getByRole('form', { name: 'Log in' }).last()).toBeVisible();
});
