import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { newMobile, newUsername, nextCaptcha, origin, port, signOut, smsCode } from './accounts-support';
import { startTcpProxy } from '../support/tcp-proxy';
import { dismissPopupNotices, test } from './support';

/**
 * A login from an address the member never logged in from asks for a one-time code
 * (spec §2, §4), from the header's form as from the full one. The browser reaches the
 * platform through a proxy that connects from another loopback address (127.0.0.2): a
 * new place.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const field = (scope: Locator, label: RegExp) => scope.getByLabel(label).and(scope.locator('input'));
const header = (page: Page) => page.locator('header');

/** Register on Jade with a verified mobile: the member has a second factor and a known address. */
async function registerWithMobile(page: Page): Promise<{ username: string; mobile: string; code: string }> {
  const username = newUsername('ip');
  const mobile = newMobile();
  const captcha = nextCaptcha(page);
  await page.goto(`${origin('jade')}/register`);
  const form = page.getByRole('form', { name: 'Register' });
  await field(form, /^Username/).fill(username);
  await field(form, /^Password/).fill('Secret123!');
  await field(form, /^Confirm password/).fill('Secret123!');
  await field(form, /^Mobile number/).fill(mobile);
  await form.getByRole('button', { name: 'Send code' }).click();
  const code = await smsCode(page, `+63${mobile}`);
  await field(form, /^Verification code/).fill(code);
  await field(form, /^Captcha/).fill(await captcha);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await signOut(page);
  return { username, mobile, code };
}

test('R2.93 R4.38 the header login from a new address asks for the code and logs in with it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { username, mobile, code: registrationCode } = await registerWithMobile(page);

  const proxy = await startTcpProxy({ host: '127.0.0.1', port }, { from: '127.0.0.2' });
  try {
    const elsewhere = await browser.newPage();
    await dismissPopupNotices(elsewhere);
    const errors: string[] = [];
    elsewhere.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await elsewhere.goto(`http://jade.localhost:${proxy.port}/`);
    await header(elsewhere).getByPlaceholder('Username').fill(username);
    await header(elsewhere).getByPlaceholder('Password').fill('Secret123!');
    await header(elsewhere).getByRole('button', { name: 'Log in' }).first().click();

    const step = elsewhere.getByRole('form', { name: 'Verify it is you' });
    await expect(step).toBeVisible();
    await expect(elsewhere.getByText('Please log in again to complete verification')).toHaveCount(0);
    await step.getByRole('button', { name: 'Send code' }).click();
    await expect(step.getByText(/Code sent to/)).toBeVisible();
    // The newest text to the phone is the login code once it has come (the registration's came first).
    let code = registrationCode;
    await expect
      .poll(async () => (code = await smsCode(page, `+63${mobile}`)), { message: 'the login code by SMS' })
      .not.toBe(registrationCode);
    await field(step, /^Verification code/).fill(code);
    await step.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(step).toBeHidden();
    await expect(header(elsewhere).getByText(username)).toBeVisible();
    await expect(header(elsewhere).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await elsewhere.close();
    expect(errors).toEqual([]);
  } finally {
    await proxy.close();
  }
  expect(consoleErrors).toEqual([]);
});
