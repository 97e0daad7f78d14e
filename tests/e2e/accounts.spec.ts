import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { mailTo, newMobile, newUsername, nextCaptcha, origin, signOut, smsCode } from './accounts-support';
import { readCatalogs } from '../../scripts/i18n/read-catalogs';
import { test } from './support';

/**
 * Accounts as a new player meets them, in Chromium against the real platform.
 * Console errors fail a test, except the 4xx answers a test provokes on purpose.
 */
/** Passwords are hashed at an OWASP cost in a bounded pool: on a busy machine a login takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

/** The input labelled `label` (a tab or a show-password button may carry the same words). */
const field = (scope: Locator, label: RegExp) => scope.getByLabel(label).and(scope.locator('input'));

const PROVOKED_4XX = /Failed to load resource: the server responded with a status of 4\d\d/;

const header = (page: Page) => page.locator('header');

/**
 * Ask to sign out in each language the header's picker offers, and say no: the question is
 * in_popup_prompt / in_sure_logout of that language's catalog. Ends in English.
 */
async function signOutQuestionInEveryLanguage(page: Page) {
  const catalogs = readCatalogs();
  const words = (tag: string, id: string) => {
    const translation = catalogs.get(tag.split('-')[0] ?? '')?.get(id)?.translation;
    if (!translation) throw new Error(`no ${tag} words for ${id}`);
    return translation;
  };
  // The picker's button shows the current language in a span of that language.
  const picker = (tag: string) =>
    header(page)
      .locator('button[aria-haspopup="menu"]')
      .filter({ has: page.locator(`span[lang="${tag}"]`) });
  const item = (tag: string) => page.locator(`[role="menuitemradio"][lang="${tag}"]`);
  await picker('en').click();
  await expect(item('en')).toBeVisible();
  const offered = await page
    .getByRole('menuitemradio')
    .evaluateAll((items) => items.map((i) => i.getAttribute('lang') ?? ''));
  expect(offered.length).toBeGreaterThan(1);
  let shown = 'en';
  for (const tag of [...offered.filter((t) => t !== 'en'), 'en']) {
    // The menu is still open the first time.
    if (!(await item(tag).isVisible())) await picker(shown).click();
    await item(tag).click();
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    shown = tag;
    await header(page)
      .getByRole('button', { name: words(tag, 'Sign out'), exact: true })
      .click();
    const question = page.getByRole('dialog', { name: words(tag, 'in_popup_prompt'), exact: true });
    await expect(question, tag).toContainText(words(tag, 'in_sure_logout'));
    await question.getByRole('button', { name: words(tag, 'Cancel'), exact: true }).click();
    await expect(question, tag).toBeHidden();
  }
}

async function registerOnPage(
  page: Page,
  merchant: string,
  fields: { username: string; password: string; email?: string; mobile?: string },
) {
  const captcha = nextCaptcha(page);
  await page.goto(`${origin(merchant)}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Register' });
  await field(form, /^Username/).fill(fields.username);
  await field(form, /^Password/).fill(fields.password);
  await field(form, /^Confirm password/).fill(fields.password);
  if (fields.mobile) {
    await field(form, /^Mobile number/).fill(fields.mobile);
    await form.getByRole('button', { name: 'Send code' }).click();
    await field(form, /^Verification code/).fill(await smsCode(page, `+63${fields.mobile}`));
  }
  if (fields.email) await field(form, /^E-mail/).fill(fields.email);
  await field(form, /^Captcha/).fill(await captcha);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${origin(merchant)}/`);
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('R1.3 R4.11 R4.15 R4.3 R8.6 R3.2 R4.1 a new player registers by username, signs out and logs back in', async ({
  page,
  consoleErrors,
}) => {
  const username = newUsername('reg');
  await registerOnPage(page, 'aurora', { username, password: 'Secret123!' });
  await expect(header(page).getByText(username)).toBeVisible();
  // Signed in: the browser keeps the session values of spec §3, a token among them, never a password.
  const session = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('tsr.session'))) ?? '{}',
  ) as Record<string, unknown>;
  expect(Object.keys(session).sort()).toEqual(
    [
      'token',
      'isAgent',
      'cpw',
      'merchant',
      'merchantCode',
      'platform',
      'nickname',
      'account',
      'username',
      'customerId',
      'toUpline',
      'memberLabel',
    ].sort(),
  );
  expect(session).toMatchObject({
    isAgent: 0,
    cpw: false,
    merchant: 'aurora',
    merchantCode: 'aurora',
    platform: 'web',
    nickname: username,
    account: username,
    username,
    toUpline: false,
    memberLabel: [],
  });
  expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(typeof session.customerId).toBe('number');
  await signOutQuestionInEveryLanguage(page);
  await expect(header(page).getByText(username)).toBeVisible();
  await signOut(page);
  // The token is gone from the browser: signed out, the header offers the login again.
  expect(await page.evaluate(() => localStorage.getItem('tsr.session'))).toBeNull();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await header(page).getByPlaceholder('Username').fill(`  ${username} `);
  await header(page).getByPlaceholder('Password').fill('Secret123!');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByText(username)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('R5.7 R5.10 R8.2 R8.4 bad registration input is refused on the page with the rule text', async ({
  page,
  consoleErrors,
}) => {
  // A registration address whose invitation code no agent of the site has (aurora has AFFILIATE3).
  await page.goto(`${origin('aurora')}/register?affiliateCode=NOSUCH42`);
  const badCode = page.getByRole('dialog').filter({ hasText: 'Invalid invitation code' });
  await expect(badCode).toBeVisible();
  await badCode.getByRole('button', { name: 'Close' }).click();
  await expect(badCode).toBeHidden();
  const form = page.getByRole('form', { name: 'Register' });
  await field(form, /^Username/).fill('1<b>bad</b>');
  await field(form, /^Password/).fill('short');
  await field(form, /^Confirm password/).fill('other');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('The two passwords do not match')).toBeVisible();
  await expect(field(form, /^Confirm password/)).toHaveAccessibleDescription(
    'The two passwords do not match',
  );
  await expect(field(form, /^Username/)).toHaveAttribute('aria-invalid', 'true');
  // Each field's error is its rule's text (aurora keeps the platform's rules: username 2, 6-16).
  await expect(field(form, /^Username/)).toHaveAccessibleDescription(
    'Please enter correct information: 6-16 letters or digits, starting with a letter',
  );
  await expect(field(form, /^Password/)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(form, /^Password/)).toHaveAccessibleDescription('8-64 letters, digits or symbols');
  await expect(form.getByText('Please confirm that you are of legal age')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('with provoked failures', () => {
  test.use({ allowed: [PROVOKED_4XX] });

  test('R4.6 R2.41 R8.3 the captcha appears after three failed logins and lets the right password in', async ({
    page,
  }) => {
    const username = newUsername('cap');
    await registerOnPage(page, 'aurora', { username, password: 'Secret123!' });
    await signOut(page);
    await page.goto(`${origin('aurora')}/login`);
    const form = page.getByRole('form', { name: 'Log in' }).last();
    let captcha: Promise<string> | undefined;
    for (let i = 0; i < 3; i += 1) {
      if (i === 2) captcha = nextCaptcha(page);
      await field(form, /^Username/).fill(username);
      await field(form, /^Password/).fill(`wrong-${i}-pass`);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(form.getByText('Wrong username or password')).toBeVisible();
      // No captcha until a failed login's answer asks for one (the third).
      if (i < 2) await expect(field(form, /^Captcha/)).toHaveCount(0);
    }
    await expect(field(form, /^Captcha/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'New captcha' })).toBeVisible();
    await field(form, /^Password/).fill('Secret123!');
    await field(form, /^Captcha/).fill((await captcha) ?? '');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin('aurora')}/`);
    await expect(header(page).getByText(username)).toBeVisible();
  });

  test('R3.11 R5.13 a player changes the password in the security centre, stays signed in, and only the new one works after signing out', async ({
    page,
  }) => {
    const username = newUsername('chg');
    await registerOnPage(page, 'aurora', { username, password: 'Secret123!' });
    await header(page).getByRole('button', { name: 'My account' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
    const form = centre.getByRole('form', { name: 'Change password' });
    // A wrong current password is refused on its field; a confirmation must match.
    await field(form, /^Current password/).fill('NotMine123');
    await field(form, /^New password/).fill('Changed2026');
    await field(form, /^Confirm new password/).fill('Changed2027');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The two passwords do not match')).toBeVisible();
    await field(form, /^Confirm new password/).fill('Changed2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(field(form, /^Current password/)).toHaveAttribute('aria-invalid', 'true');
    await field(form, /^Current password/).fill('Secret123!');
    await form.getByRole('button', { name: 'Change password' }).click();
    // Signed in again with a fresh session (the product closes the centre on the change).
    await expect(centre).toBeHidden();
    await expect(header(page).getByText(username)).toBeVisible();
    // Still signed in, also after a reload (the fresh session replaced the old one).
    await page.reload();
    await expect(header(page).getByText(username)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await signOut(page);

    await page.goto(`${origin('aurora')}/login`);
    const login = page.getByRole('form', { name: 'Log in' }).last();
    await field(login, /^Username/).fill(username);
    await field(login, /^Password/).fill('Secret123!');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByText('Wrong username or password')).toBeVisible();
    await field(login, /^Password/).fill('Changed2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${origin('aurora')}/`);
    await expect(header(page).getByText(username)).toBeVisible();
  });

  test('R1.8 R5.2 R6.4 R4.8 a visitor browses the slots, then free trial logs in a trial account that is kept out of the member centre', async ({
    page,
  }) => {
    // Without an account the lobby lists its games.
    await page.goto(`${origin('aurora')}/rng`);
    await expect(page.getByRole('region', { name: 'Slot games' }).getByRole('article').first()).toBeVisible();
    await page.goto(`${origin('aurora')}/login`);
    await page
      .getByRole('form', { name: 'Log in' })
      .last()
      .getByRole('button', { name: 'Free trial' })
      .click();
    await expect(page).toHaveURL(`${origin('aurora')}/`);
    await expect(header(page).getByText('Trial')).toBeVisible();
    await expect(header(page).getByRole('button', { name: /^Balance\b/ })).toHaveText('2,000.00');
    await header(page).getByRole('button', { name: 'Deposit' }).click();
    const warning = page
      .getByRole('dialog')
      .filter({ hasText: 'Please register a real account to use this feature.' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);
  });
});

test('R4.4 R2.54 R4.7 R3.10 an expired password opens the forced change; the new password works', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('lumen')}/login`);
  const form = page.getByRole('form', { name: 'Log in' }).last();
  await field(form, /^Username/).fill('demoexpired');
  await field(form, /^Password/).fill('Demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByRole('dialog', { name: 'Change password' });
  await expect(modal).toBeVisible();
  await expect(
    modal.getByText('For your safety, please choose a new password before you continue.'),
  ).toBeVisible();
  // The password just typed is still in memory: no old-password field.
  await expect(field(modal, /^Current password/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await field(modal, /^New password/).fill('Renewed2026');
  await field(modal, /^Confirm new password/).fill('Renewed2026');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(`${origin('lumen')}/`);
  await signOut(page);
  await header(page).getByPlaceholder('Username').fill('demoexpired');
  await header(page).getByPlaceholder('Password').fill('Renewed2026');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('R2.48 R2.49 R4.13 R4.14 a player recovers the password by e-mail and then by SMS', async ({
  page,
  consoleErrors,
}) => {
  const username = newUsername('rec');
  const mobile = newMobile();
  const email = `${username}@mail.test`;
  await registerOnPage(page, 'jade', { username, password: 'Secret123!', email, mobile });
  await signOut(page);

  // By e-mail: a real mail through SMTP with a single-use link.
  await page.goto(`${origin('jade')}/login`);
  await page
    .getByRole('form', { name: 'Log in' })
    .last()
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await field(forgot, /^Username/).fill(username);
  await field(forgot, /^E-mail/).fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'check your inbox' })).toBeVisible();
  const mail = await mailTo(page, email);
  const link = /https?:\/\/\S+resetToken=[\w-]+/.exec(mail.body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  const reset = page.getByRole('dialog', { name: 'Forgot password' });
  await field(reset, /^New password/).fill('ByMail2026');
  await field(reset, /^Confirm new password/).fill('ByMail2026');
  await reset.getByRole('button', { name: 'Save and log in' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await signOut(page);

  // By SMS (CHNGPASSVERIF3): code from the outbox, new password, logged in.
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const bySms = page.getByRole('dialog', { name: 'Forgot password' });
  await bySms.getByRole('tab', { name: 'By mobile number' }).click();
  await field(bySms, /^Mobile number/).fill(mobile);
  await bySms.getByRole('button', { name: 'Send code' }).click();
  await expect(bySms.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await field(bySms, /^Verification code/).fill(await smsCode(page, `+63${mobile}`));
  await field(bySms, /^New password/).fill('BySms2026x');
  await field(bySms, /^Confirm new password/).fill('BySms2026x');
  await bySms.getByRole('button', { name: 'Reset and log in' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await signOut(page);
  await header(page).getByPlaceholder('Username').fill(username);
  await header(page).getByPlaceholder('Password').fill('BySms2026x');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByText(username)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
