import { expect as baseExpect } from '@playwright/test';
import { inputField, origin, setPaymentPassword } from './accounts-support';
import { ops } from './ops';
import { test } from './support';

/** Logins hash passwords at an OWASP cost: on a busy machine one takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a player who joined through an agent deposits, sends part of it to the upline agent, and the main wallet shows what is left', async ({
  page,
  consoleErrors,
}) => {
  const agent = `up${Date.now().toString(36).slice(-7)}`;
  const out = await ops(page.request, 'agent', 'create', 'aurora', agent, '--downlines', '1');
  const [, name, password] = /downline (\S+), password (\S+)/.exec(out) ?? [];
  if (!name || !password) throw new Error(`no downline in: ${out}`);

  await page.goto(`${origin('aurora')}/`);
  const header = page.locator('header');
  await header.getByPlaceholder('Username').fill(name);
  await header.getByPlaceholder('Password').fill(password);
  await header.getByRole('button', { name: 'Log in' }).first().click();
  const balance = header.getByRole('button', { name: /^Balance\b/ });
  await expect(balance).toHaveText('0.00');

  await header.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const deposit = centre.getByRole('form', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: /Demo instant/ }).check();
  await inputField(deposit, /^Amount/).fill('100');
  await deposit.getByRole('button', { name: 'Deposit now' }).click();
  await expect(balance).toHaveText('100.00');

  // Money leaves the player's hands only with a payment password, set in My account.
  const menu = centre.getByRole('navigation');
  await menu.getByRole('button', { name: 'My account', exact: true }).click();
  await setPaymentPassword(centre, password, '246810');

  await menu.getByRole('button', { name: 'Transfer to upline' }).click();
  const form = centre.getByRole('form', { name: 'Transfer to upline' });
  await expect(form).toContainText(agent);
  await inputField(form, /^Amount/).fill('40');
  await inputField(form, /^Payment password/).fill('246810');
  await form.getByRole('button', { name: 'Send to upline' }).click();
  await expect(form.getByText(/40\.00 sent to /)).toBeVisible();
  await expect(balance).toHaveText('60.00');
  expect(consoleErrors).toEqual([]);
});
