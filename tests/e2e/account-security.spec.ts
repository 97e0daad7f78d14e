import type { Page } from '@playwright/test';
import { expect as baseExpect } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { registerThroughForm } from './accounts-support';
import { test } from './support';

/** Registering and logging in hash passwords at an OWASP cost: on a busy machine it takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function openSecurityCentre(page: Page) {
  await page.locator('header').getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation').getByRole('button', { name: 'My account', exact: true }).click();
  return centre;
}

test('a new player reads its login in the login history, keeps the avatar it chose, and turns on two-step sign-in with a code from its key', async ({
  page,
  consoleErrors,
}) => {
  await registerThroughForm(page, { prefix: 'sec', password: 'Secret123!' });
  let centre = await openSecurityCentre(page);

  await test.step('the login history lists the registration’s sign-in from this browser', async () => {
    const history = centre.getByRole('region', { name: 'Login history' });
    await expect(history.getByRole('listitem').first()).toContainText('Chrome');
  });

  await test.step('the avatar chosen is the one the platform keeps after a reload', async () => {
    const avatars = centre.getByRole('group', { name: 'Choose an avatar' });
    await avatars.getByRole('button', { name: 'Avatar 3' }).click();
    await expect(avatars.getByRole('button', { name: 'Avatar 3' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    centre = await openSecurityCentre(page);
    await expect(
      centre.getByRole('group', { name: 'Choose an avatar' }).getByRole('button', { name: 'Avatar 3' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('two-step sign-in: the key the platform gives makes the code that turns it on', async () => {
    const totp = centre.getByRole('region', { name: 'Two-step sign-in' });
    await totp.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await totp.getByText(/^[A-Z2-7]{16,}$/).textContent()) ?? '';
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    await totp.getByLabel('Code from your authenticator app').fill(code);
    await totp.getByRole('button', { name: 'Turn on' }).click();
    await expect(totp.getByText('Two-step sign-in is on.')).toBeVisible();
    await expect(totp.getByText('On', { exact: true })).toBeVisible();
  });
  expect(consoleErrors).toEqual([]);
});
