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
