import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { mailTo, newMobile, newUsername, nextCaptcha, origin, signOut, smsCode } from './accounts-support';
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

test('R4.11 R4.15 R4.3 a new player registers by username, signs out and logs back in', async ({
  page,
  consoleErrors,
}) => {
  const username = newUsername('reg');
  await registerOnPage(page, 'aurora', { username, password: 'Secret123!' });
  await expect(header(page).getByText(username)).toBeVisible();
  await signOut(page);
  // The token is gone from the browser.
  expect(await page.evaluate(() => localStorage.getItem('tsr.session'))).toBeNull();
  await header(page).getByPlaceholder('Username').fill(`  ${username} `);
  await header(page).getByPlaceholder('Password').fill('Secret123!');
  await header(page).getByRole('button', { name: 'Log in' }).first().click();
  await expect(header(page).getByText(username)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('R5.7 R5.10 bad registration input is refused on the page with the rule text', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${origin('aurora')}/register`);
  const form = page.getByRole('form', { name: 'Register' });
  await field(form, /^Username/).fill('1<b>bad</b>');
  await field(form, /^Password/).fill('short');
  await field(form, /^Confirm password/).fill('other');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('The two passwords do not match')).toBeVisible();
  await expect(field(form, /^Username/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please confirm that you are of legal age')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('with provoked failures', () => {
  test.use({ allowed: [PROVOKED_4XX] });

  test('R4.6 R2.41 the captcha appears after three failed logins and lets the right password in', async ({
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

  test('R5.2 R6.4 R4.8 free trial logs in a trial account that is kept out of the member centre', async ({
    page,
  }) => {
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

test('R4.4 R2.54 R4.7 an expired password opens the forced change; the new password works', async ({
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
