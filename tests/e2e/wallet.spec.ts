import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { inputField, registerThroughForm, setPaymentPassword } from './accounts-support';
import { test } from './support';
import { ops } from './ops';

/**
 * The wallet as a new player meets it, in Chromium against the real platform: deposit
 * through the demo instant channel, move money to a game wallet and back, set a payment
 * password, withdraw, have the cashier pay it (the ops CLI's command on the running
 * server), confirm receipt, and read every movement back in the account record.
 */
/** Passwords are hashed at an OWASP cost in a bounded pool: on a busy machine a login takes seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Secret123!';
const PAYMENT_PASSWORD = '246810';

const field = inputField;

const register = (page: Page) => registerThroughForm(page, { prefix: 'wal', password: PASSWORD });

/** The rows of the account record table, oldest first, as the cells read. */
async function recordRows(centre: Locator): Promise<string[][]> {
  const rows = await centre
    .getByRole('table', { name: 'Account record' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())),
    );
  // Time | Type | Wallet | Amount | Balance after | Reference; newest first on the page.
  return rows.map((cells) => cells.slice(1)).reverse();
}

test('R1.5 R9.17 R2.63 R2.64 R2.65 R2.68 R4.34 a new player deposits, transfers, sets a payment password, withdraws, confirms the payment and finds every movement in the account record', async ({
  page,
  consoleErrors,
}) => {
  await register(page);
  const header = page.locator('header');
  const balance = header.getByRole('button', { name: /^Balance\b/ });
  await expect(balance).toHaveText('0.00');

  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const menu = centre.getByRole('navigation', { name: 'Member centre' });

  // Deposit through the demo instant channel: the balance rises without a reload.
  await test.step('deposit 2,500.00 through the demo instant channel', async () => {
    await header.getByRole('button', { name: 'Deposit' }).click();
    await expect(centre.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
    const depositForm = centre.getByRole('form', { name: 'Deposit' });
    await depositForm.getByRole('radio', { name: /Demo instant/ }).check();
    await field(depositForm, /^Amount/).fill('2500');
    await depositForm.getByRole('button', { name: 'Deposit now' }).click();
    await expect(depositForm.getByText('2,500.00 was added to your main wallet.')).toBeVisible();
    await expect(balance).toHaveText('2,500.00');
  });

  // To a game wallet and back: the total stays, main and the game wallet move.
  const vendor = await test.step('move 1,000.00 to a game wallet and all of it back', async () => {
    await menu.getByRole('button', { name: 'My wallet' }).click();
    const transferForm = centre.getByRole('form', { name: 'Transfer between wallets' });
    const to = transferForm.getByLabel('To', { exact: true });
    await expect(to.locator('option').nth(1)).toBeAttached();
    const vendor = await to
      .locator('option')
      .evaluateAll((os) =>
        os
          .map((o) => ({ code: (o as HTMLOptionElement).value, name: o.textContent ?? '' }))
          .find((o) => o.code !== 'main'),
      );
    if (!vendor) throw new Error('no game wallet to transfer to');
    await transferForm.getByLabel('From', { exact: true }).selectOption('main');
    await to.selectOption(vendor.code);
    await field(transferForm, /^Amount/).fill('1000');
    await transferForm.getByRole('button', { name: 'Transfer' }).click();
    await expect(centre.getByText(`1,000.00 moved from Main wallet to ${vendor.name}.`)).toBeVisible();
    const card = centre.getByRole('list', { name: 'Game wallets' }).getByRole('listitem').filter({
      hasText: vendor.name,
    });
    await expect(card).toContainText('1,000.00');
    await expect(balance).toHaveText('2,500.00');
    await card.getByRole('button', { name: `All out of ${vendor.name}` }).click();
    await expect(centre.getByText(`1,000.00 moved from ${vendor.name} to your main wallet.`)).toBeVisible();
    await expect(card).toContainText('0.00');
    return vendor;
  });

  // A payment password from the security centre (My account), with the login password.
  await test.step('set a payment password', async () => {
    await menu.getByRole('button', { name: 'My account' }).click();
    await setPaymentPassword(centre, PASSWORD, PAYMENT_PASSWORD);
  });

  const progress = centre.getByRole('region', { name: 'Your withdrawal in progress' });
  const recent = centre.getByRole('region', { name: 'Recent withdrawals' });
  // Withdraw: bind an account, then ask for 1,200.00 with the payment password.
  const reference = await test.step('bind a bank account and withdraw 1,200.00', async () => {
    await menu.getByRole('button', { name: 'Withdraw' }).click();
    const bind = centre.getByRole('form', { name: 'Bind a payout account' });
    await field(bind, /^Bank name/).fill('Metro Bank');
    await field(bind, /^Account holder/).fill('Wendy Wallet');
    await field(bind, /^Account number/).fill(String(Date.now()).slice(-12));
    await field(bind, /^Payment password/).fill(PAYMENT_PASSWORD);
    await bind.getByRole('button', { name: 'Bind account' }).click();
    const withdrawForm = centre.getByRole('form', { name: 'Withdraw' });
    await expect(withdrawForm).toContainText('2,500.00');
    await field(withdrawForm, /^Amount/).fill('1200');
    await field(withdrawForm, /^Payment password/).fill(PAYMENT_PASSWORD);
    await withdrawForm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(progress.getByText('Waiting for the cashier')).toBeVisible();
    await expect(balance).toHaveText('1,300.00');
    await expect(recent).toContainText(/WD[A-Z0-9]{10}/);
    return /WD[A-Z0-9]{10}/.exec((await recent.textContent()) ?? '')?.[0] as string;
  });

  // The cashier pays it (the ops command a cashier runs); the member confirms receipt.
  await test.step('the cashier pays the withdrawal and the player confirms receipt', async () => {
    await ops(page.request, 'withdrawal', 'pay', 'aurora', reference);
    await menu.getByRole('button', { name: 'My wallet' }).click();
    await menu.getByRole('button', { name: 'Withdraw' }).click();
    await expect(progress.getByText('Being paid')).toBeVisible();
    await progress.getByRole('button', { name: 'I received it' }).click();
    // Fully received: the withdrawal is completed and the request form is back.
    await expect(progress).toBeHidden();
    const row = recent.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Completed');
    await expect(row).toContainText('1,200.00');
    await expect(balance).toHaveText('1,300.00');
  });

  // The account record: every movement, each with the balance after it.
  await test.step('read every movement back in the account record', async () => {
    await menu.getByRole('button', { name: 'Account record' }).click();
    const table = centre.getByRole('table', { name: 'Account record' });
    await expect(table.locator('tbody tr')).toHaveCount(8);
    const rows = await recordRows(centre);
    const [deposit, ...rest] = rows;
    expect(deposit?.slice(0, 4)).toEqual(['Deposit', 'Main wallet', '+2,500.00', '2,500.00']);
    expect(deposit?.[4]).toMatch(/^DP[A-Z0-9]{10}$/);
    expect(rest.map((r) => r.slice(0, 4))).toEqual([
      ['Wallet transfer', 'Main wallet', '-1,000.00', '1,500.00'],
      ['Wallet transfer', vendor.code, '+1,000.00', '1,000.00'],
      ['Wallet transfer', vendor.code, '-1,000.00', '0.00'],
      ['Wallet transfer', 'Main wallet', '+1,000.00', '2,500.00'],
      ['Withdrawal held', 'Main wallet', '-1,200.00', '1,300.00'],
      ['Withdrawal held', 'Held for withdrawals', '+1,200.00', '1,200.00'],
      ['Withdrawal paid out', 'Held for withdrawals', '-1,200.00', '0.00'],
    ]);
    expect(rows.slice(5).every((r) => r[4] === reference)).toBe(true);
    // Money reads with 2 decimals and thousands separators everywhere it is shown.
    for (const r of rows)
      for (const cell of r.slice(2, 4)) expect(cell).toMatch(/^[+-]?\d{1,3}(,\d{3})*\.\d{2}$/);
  });
  expect(consoleErrors).toEqual([]);
});
