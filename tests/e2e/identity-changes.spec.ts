import { expect as baseExpect, type Locator } from '@playwright/test';
import {
  mailTo,
  newMobile,
  newUsername,
  nextCaptcha,
  origin,
  registerThroughForm,
  smsCode,
} from './accounts-support';
import { test } from './support';

/**
 * A new e-mail in the profile takes effect only with the code sent to it, and the old
 * address is told: in Chromium against the real platform and its development SMTP sink.
 */
/** Passwords are hashed at an OWASP cost: on a busy machine a login takes a while. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const field = (scope: Locator, label: RegExp) => scope.getByLabel(label).and(scope.locator('input'));
const PASSWORD = 'Secret123!';

test('R3.31 a new e-mail is confirmed with the code sent to it before it replaces the old one, which is told', async ({
  page,
  consoleErrors,
}) => {
  const username = newUsername('idc');
  const oldEmail = `${username}@old.example.com`;
  const newEmail = `${username}@new.example.com`;
  const captcha = nextCaptcha(page);
  await page.goto(`${origin('aurora')}/register`);
  const register = page.getByRole('form', { name: 'Register' });
  await field(register, /^Username/).fill(username);
  await field(register, /^Password/).fill(PASSWORD);
  await field(register, /^Confirm password/).fill(PASSWORD);
  await field(register, /^Captcha/).fill(await captcha);
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${origin('aurora')}/`);

  await page.locator('header').getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const profile = centre.getByRole('form', { name: 'Profile' });

  /** Type a new e-mail with the login password, then confirm it with the code mailed to it. */
  const changeEmail = async (email: string, waiting: string) => {
    await field(profile, /^E-mail$/).fill(email);
    await field(profile, /^Login password/).fill(PASSWORD);
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText(waiting)).toBeVisible();
    const codeMail = await mailTo(page, email);
    const code = /\b(\d{6})\b/.exec(codeMail.body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await field(profile, /^E-mail code/).fill(code);
    await profile.getByRole('button', { name: 'Confirm e-mail' }).click();
    await expect(profile.getByText('Your new e-mail is confirmed.')).toBeVisible();
    await expect(field(profile, /^E-mail$/)).toHaveValue(email);
  };

  // A first address, then a new one: the old one stays in use until the code, and is told.
  await changeEmail(oldEmail, `We sent a code to ${oldEmail}. Enter it to use this e-mail.`);
  await changeEmail(newEmail, `We sent a code to ${newEmail}. Until you enter it, ${oldEmail} stays in use.`);
  const notice = await mailTo(page, oldEmail);
  expect(notice.subject).toMatch(/details were changed/);
  expect(consoleErrors).toEqual([]);
});

test.describe('mobile binding', () => {
  // The wrong code the test sends on purpose is refused (400).
  test.use({ allowed: [/status of 400/] });

  test('a player links a mobile number in the profile with the code sent to it; a wrong code links nothing', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors; // the fixture fails the test on any console error but the allowed 400
    await registerThroughForm(page, { prefix: 'mob', password: PASSWORD });
    await page.locator('header').getByRole('button', { name: 'My account' }).click();
    const profile = page
      .getByRole('dialog', { name: 'Member centre' })
      .getByRole('form', { name: 'Profile' });
    await expect(field(profile, /^Mobile number/)).toHaveValue('Not linked');

    const mobile = newMobile();
    await profile.getByRole('button', { name: 'Link a number' }).click();
    await field(profile, /^New mobile number/).fill(mobile);
    await profile.getByRole('button', { name: 'Send code' }).click();
    const code = await smsCode(page, `+63${mobile}`);
    // A wrong code is refused by the platform and the number stays unlinked.
    const wrong = code === '000000' ? '111111' : '000000';
    await field(profile, /^Verification code/).fill(wrong);
    await profile.getByRole('button', { name: 'Link number' }).click();
    await expect(profile.getByRole('alert')).toBeVisible();
    await expect(field(profile, /^New mobile number/)).toHaveValue(mobile);

    await field(profile, /^Verification code/).fill(code);
    await profile.getByRole('button', { name: 'Link number' }).click();
    await expect(profile.getByText('Your new mobile number is linked.')).toBeVisible();
    const linked = `+63 ••• ${mobile.slice(-4)}`;
    await expect(field(profile, /^Mobile number/)).toHaveValue(linked);

    // Read again from the platform after a reload.
    await page.reload();
    await page.locator('header').getByRole('button', { name: 'My account' }).click();
    await expect(field(profile, /^Mobile number/)).toHaveValue(linked);
  });
});
