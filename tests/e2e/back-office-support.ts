import * as OTPAuth from 'otpauth';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { inputField, origin, port, registerThroughForm, setPaymentPassword } from './accounts-support';
import { ops } from './ops';

/** The back office's own host: no merchant's domain. */
export const ADMIN = `http://admin.localhost:${port}`;

/** The operator roles `npm run ops -- operator create` makes. */
type Role = 'finance' | 'owner' | 'support' | 'content';

/** An operator of aurora made with `npm run ops -- operator create`, signed in on `admin`. */
export async function signInAsNewOperator(
  admin: Page,
  request: APIRequestContext,
  role: Role = 'finance',
): Promise<string> {
  const username = `${role}${Date.now().toString(36)}`;
  const password = 'Back-office-operator-1';
  const made = await ops(
    request,
    'operator',
    'create',
    username,
    '--role',
    role,
    '--merchant',
    'aurora',
    '--password',
    password,
  );
  const secret = /authenticator: ([A-Z2-7]+)/.exec(made)?.[1] ?? '';
  await admin.goto(`${ADMIN}/`);
  await admin.getByLabel('Username').fill(username);
  await admin.getByLabel(/^Password/).fill(password);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  await admin.getByLabel(/Authenticator code/).fill(code);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByText(`${role} · aurora`)).toBeVisible({ timeout: 20_000 });
  return username;
}

/**
 * A new tab beside the member's `page` (same browser context), where a new operator of aurora
 * with `role` signs in to the back office: the tab and the operator's username.
 */
export async function newOperatorPage(
  page: Page,
  request: APIRequestContext,
  role: Role,
): Promise<{ admin: Page; operator: string }> {
  const admin = await page.context().newPage();
  const operator = await signInAsNewOperator(admin, request, role);
  return { admin, operator };
}

/** Find a member by username in the back office and open their page. */
export async function openMember(admin: Page, username: string): Promise<void> {
  await admin.getByRole('searchbox').fill(username);
  await admin.keyboard.press('Enter');
  await admin.getByRole('table').getByRole('button', { name: username }).click();
  await expect(admin.getByRole('heading', { name: username })).toBeVisible();
}

/** An inbox message to one member through the ops CLI, as an operator sends it. */
export async function sendMessage(
  request: APIRequestContext,
  username: string,
  title: string,
  category?: string,
) {
  const extra = category ? ['--category', category] : [];
  await ops(
    request,
    'message',
    'send',
    'aurora',
    '--to',
    username,
    '--title',
    title,
    '--body',
    'Paging',
    ...extra,
  );
}

/** Money as the back office shows it (`1,234.56 USD`), in minor units; an absent cell is 0. */
export async function minorIn(cell: Locator): Promise<number> {
  if ((await cell.count()) === 0) return 0;
  const text = (await cell.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
}

/** A new member of aurora asks for a 250.00 bank-transfer deposit in the portal: its reference. */
export async function askForBankTransfer(page: Page, payer: string): Promise<string> {
  const slow = expect.configure({ timeout: 20_000 });
  await registerThroughForm(page, { prefix: 'bod', password: 'Secret123!' });
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: /^Balance\b/ })).toHaveText('0.00');
  await header.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: /Bank transfer/ }).check();
  await inputField(form, /^Amount/).fill('250');
  await inputField(form, /^Name on your paying account/).fill(payer);
  await form.getByRole('button', { name: 'Submit deposit request' }).click();
  const waiting = form.getByText(/is waiting for the cashier/);
  await slow(waiting).toBeVisible();
  const reference = /DP[A-Z0-9]+/.exec((await waiting.textContent()) ?? '')?.[0] as string;
  expect(reference).toBeTruthy();
  return reference;
}

/** In the back office's Deposits queue, approve the deposit `reference` and credit it. */
export async function approveDeposit(admin: Page, reference: string): Promise<void> {
  await admin.getByRole('button', { name: 'Deposits' }).click();
  const row = admin.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: `Approve ${reference}` }).click();
  const dialog = admin.getByRole('form', { name: `Approve deposit ${reference}` });
  await dialog.getByRole('button', { name: 'Approve and credit' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A new member of aurora registers, deposits 500.00, sets a payment password, binds an account
 * and withdraws 120.00 in the portal: the withdrawal's reference and the member centre's parts.
 */
export async function withdrawInPortal(page: Page) {
  const slow = expect.configure({ timeout: 20_000 });
  const playerPassword = 'Secret123!';
  const paymentPassword = '246810';
  await registerThroughForm(page, { prefix: 'bow', password: playerPassword });
  const header = page.locator('header');
  await header.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const menu = centre.getByRole('navigation', { name: 'Member centre' });
  const depositForm = centre.getByRole('form', { name: 'Deposit' });
  await depositForm.getByRole('radio', { name: /Demo instant/ }).check();
  await inputField(depositForm, /^Amount/).fill('500');
  await depositForm.getByRole('button', { name: 'Deposit now' }).click();
  await slow(depositForm.getByText('500.00 was added to your main wallet.')).toBeVisible();
  await menu.getByRole('button', { name: 'My account' }).click();
  await setPaymentPassword(centre, playerPassword, paymentPassword);
  await menu.getByRole('button', { name: 'Withdraw' }).click();
  const bind = centre.getByRole('form', { name: 'Bind a payout account' });
  await inputField(bind, /^Bank name/).fill('Metro Bank');
  await inputField(bind, /^Account holder/).fill('Owen Queue');
  await inputField(bind, /^Account number/).fill(`7${String(Date.now()).slice(-11)}`);
  await inputField(bind, /^Payment password/).fill(paymentPassword);
  await bind.getByRole('button', { name: 'Bind account' }).click();
  const withdrawForm = centre.getByRole('form', { name: 'Withdraw' });
  await inputField(withdrawForm, /^Amount/).fill('120');
  await inputField(withdrawForm, /^Payment password/).fill(paymentPassword);
  await withdrawForm.getByRole('button', { name: 'Withdraw' }).click();
  const progress = centre.getByRole('region', { name: 'Your withdrawal in progress' });
  await slow(progress.getByText('Waiting for the cashier')).toBeVisible();
  const recent = centre.getByRole('region', { name: 'Recent withdrawals' });
  await expect(recent).toContainText(/WD[A-Z0-9]{10}/);
  const reference = /WD[A-Z0-9]{10}/.exec((await recent.textContent()) ?? '')?.[0] as string;
  /** Back to the Withdraw page from another one, so it loads its withdrawals again. */
  const reopenWithdraw = async () => {
    await menu.getByRole('button', { name: 'My wallet' }).click();
    await menu.getByRole('button', { name: 'Withdraw' }).click();
  };
  return { reference, progress, recent, reopenWithdraw };
}

/** Log in through aurora's /login form on `page`: the form, to read its answer. */
export async function logInThroughForm(page: Page, username: string, password: string): Promise<Locator> {
  await page.goto(`${origin('aurora')}/login`);
  const login = page.getByRole('form', { name: 'Log in' }).last();
  await inputField(login, /^Username/).fill(username);
  await inputField(login, /^Password/).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  return login;
}

/** The member's tab, back in front and reloaded, finds its session ended: the portal signs them out. */
export async function expectSignedOutInPortal(page: Page, username: string): Promise<void> {
  const header = page.locator('header');
  await page.bringToFront();
  await page.reload();
  await expect(header.getByRole('button', { name: 'Log in' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(header.getByText(username)).toBeHidden();
}
