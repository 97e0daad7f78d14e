import { expect as baseExpect, type Page } from '@playwright/test';
import { inputField, origin, registerThroughForm } from './accounts-support';
import { dismissPopupNotices, test } from './support';

/**
 * Reality checks and the session time limit in Chromium against the real platform: the member
 * chooses a reminder and a limit; the session's start and end stay what the platform says across
 * a reload; when the reminder is due (the page's clock moved on) the check shows time played and
 * the net result, links to the history and needs an answer: continue, then log out.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The calls the platform refuses once the session limit is reached (401 SESSION_LIMIT).
test.use({ allowed: [/status of 401/] });

/** Move the platform's protection clock (a DEV_OUTBOX test hook, loopback only). */
async function platformClock(page: Page, seconds: number): Promise<void> {
  const res = await page.request.post('/__dev/protection-clock', { data: { seconds } });
  baseExpect(res.status()).toBe(200);
}

async function responsibleGaming(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'Responsible gaming' })
    .click();
  return centre.getByRole('form', { name: 'Reality checks and session time' });
}

const factOf = (form: ReturnType<Page['getByRole']>, term: string) =>
  form.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('a player sets a reality check and a session limit the platform keeps; the check needs an answer', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.clock.install();
  await registerThroughForm(page, { prefix: 'rc', password: 'Secret123!' });
  let form = await responsibleGaming(page);
  await form.getByLabel('Reality check').selectOption({ label: 'Every 15 minutes' });
  await form.getByLabel('Session time limit').selectOption({ label: '2 hours' });
  await form.getByRole('button', { name: 'Save session settings' }).click();
  await expect(form.getByText('Saved. Your choices are kept for every device you log in on.')).toBeVisible();
  await expect(factOf(form, 'Session ends')).not.toHaveText('No limit');
  const started = await factOf(form, 'This session started').innerText();
  const ends = await factOf(form, 'Session ends').innerText();

  // A reload is the same session on the platform: same start, same end.
  await page.reload();
  form = await responsibleGaming(page);
  await expect(factOf(form, 'This session started')).toHaveText(started);
  await expect(factOf(form, 'Session ends')).toHaveText(ends);
  await expect(form.getByLabel('Reality check')).toHaveValue('15');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Fifteen minutes on: the check is due and waits for an answer.
  await page.clock.fastForward('16:00');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByText(/You have been playing for \d+ min in this session\./)).toBeVisible();
  await expect(check.locator('dt', { hasText: 'Net result' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'View my history' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();
  // The page arms the next check from the platform's answer after this one: wait for it before
  // the page's clock jumps again.
  const rearmed = page.waitForResponse(
    (r) => r.url().endsWith('/wps/v2/protection/session') && r.request().method() === 'GET',
  );
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await rearmed;
  await expect(check).toHaveCount(0);

  // The next one comes one interval later; logging out from it ends the session.
  await page.clock.fastForward('15:30');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Log out' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.locator('header').getByRole('button', { name: /^Balance\b/ })).toHaveCount(0);
});

test('the platform ends every session of a player when the session time limit is reached', async ({
  page,
  browser,
  consoleErrors,
}) => {
  void consoleErrors;
  await page.clock.install();
  const password = 'Secret123!';
  const username = await registerThroughForm(page, { prefix: 'sl', password });
  const form = await responsibleGaming(page);
  await form.getByLabel('Session time limit').selectOption({ label: '30 minutes' });
  await form.getByRole('button', { name: 'Save session settings' }).click();
  await expect(form.getByText('Saved. Your choices are kept for every device you log in on.')).toBeVisible();
  await expect(factOf(form, 'Session ends')).not.toHaveText('No limit');
  await page.keyboard.press('Escape');

  // A second browser of the same player joins the same play session: its clock is not reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await dismissPopupNotices(otherPage);
  await otherPage.goto(`${origin('aurora')}/login`);
  const login = otherPage.getByRole('form', { name: 'Log in' }).last();
  await inputField(login, /^Username/).fill(username);
  await inputField(login, /^Password/).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(otherPage.locator('header').getByRole('button', { name: /^Balance\b/ })).toBeVisible();

  try {
    // A popup notice still on screen is closed first: an animation under way when the page's
    // clock jumps does not finish (a fake clock's artefact), and the notice would stay in front.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Thirty-one minutes on, on the platform's clock and the page's: the limit is reached.
    await platformClock(page, 31 * 60);
    await page.clock.fastForward('31:00');
    const notice = page.getByRole('dialog', { name: 'Session time limit reached' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(/You reached the session time limit you set/)).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: /^Balance\b/ })).toHaveCount(0);
    // The other browser's session ended with it.
    await otherPage.reload();
    await expect(otherPage.locator('header').getByRole('button', { name: /^Balance\b/ })).toHaveCount(0);
  } finally {
    await platformClock(page, 0);
    await other.close();
  }
});
