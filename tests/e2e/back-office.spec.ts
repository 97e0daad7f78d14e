import fs from 'node:fs';
import * as OTPAuth from 'otpauth';
import { expect } from '@playwright/test';
import { inputField, origin, port, registerThroughForm } from './accounts-support';
import {
  ADMIN,
  approveDeposit,
  askForBankTransfer,
  expectSignedOutInPortal,
  logInThroughForm,
  minorIn,
  newOperatorPage,
  openMember,
  sendMessage,
  signInAsNewOperator,
  withdrawInPortal,
} from './back-office-support';
import { logIn, openChat, pageOf, twoPlayers } from './chat-support';
import { pngOf } from '../support/banner-pictures';
import { ops } from './ops';
import { dismissPopupNotices, test } from './support';

/**
 * The back office in Chromium against the real platform: an operator made with
 * `npm run ops -- operator create` signs in on the back office host with password and
 * authenticator code, finds a member and opens their page; a finance operator pays a member's
 * withdrawal from the queue and the member reads it in the portal; a finance operator approves
 * a member's bank-transfer deposit and the member's balance shows it; an owner approves one and
 * finds the approval, with its before and after, in the audit log; an owner reads today's
 * report with a deposit just approved and downloads it as CSV; support answers a member's
 * complaint and the member reads the answer; an owner locks a member and the member is signed
 * out of the portal and cannot log in again; a finance operator asks for an adjustment above
 * the approval amount, an owner approves it, and the member's balance shows it; support resets a
 * member's lost password; support places a time-out on a member, who is signed out and refused
 * login; a content operator publishes a bulletin and a member reads it in the portal; support
 * hides a member's chat message and the member's open chat room drops it; a content operator
 * issues a member's promotion application and the member claims it; a content operator uploads
 * a home banner and the portal's carousel shows it; a finance operator forces the receipt of a
 * paid withdrawal and the member's withdrawal completes; a content operator adds a point-mall
 * item and a visitor sees it in the portal's point mall until it is taken off sale; support
 * narrows a member's messages to one category and loads the older ones page by page.
 */
/**
 * The journey (sign in with TOTP, find a member, pay their withdrawal, answer their
 * feedback, publish an announcement, read the day's report): these run on PostgreSQL as well
 * (scripts/e2e-on-postgres.ts runs `--grep @journey` on a platform with DATABASE_URL).
 */
const JOURNEY = { tag: '@journey' };

test(
  'an operator of one merchant signs in with TOTP, finds a member and opens their page',
  JOURNEY,
  async ({ page, request }) => {
    const username = `support${Date.now().toString(36)}`;
    const password = 'Support-operator-1';
    const secret = await test.step('make a support operator on the server’s shell', async () => {
      const made = await ops(
        request,
        'operator',
        'create',
        username,
        '--role',
        'support',
        '--merchant',
        'aurora',
        '--password',
        password,
      );
      const found = /authenticator: ([A-Z2-7]+)/.exec(made)?.[1] ?? '';
      expect(found).not.toBe('');
      return found;
    });

    await test.step('sign in on the back office host with password and authenticator code', async () => {
      await page.goto(`${ADMIN}/`);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel(/^Password/).fill(password);
      const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
      await page.getByLabel(/Authenticator code/).fill(code);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(username)).toBeVisible();
      await expect(page.getByText('support · aurora')).toBeVisible();
    });

    await test.step('search finds the merchant’s own demoagent only and opens its page', async () => {
      await page.getByRole('searchbox').fill('demoagent');
      await page.keyboard.press('Enter');
      const table = page.getByRole('table');
      // An operator of aurora finds aurora's demoagent only, though every merchant has one.
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('cell', { name: 'aurora', exact: true })).toBeVisible();
      await page.screenshot({ path: 'test-results/back-office-search.png', fullPage: true });
      await table.getByRole('button', { name: 'demoagent' }).click();

      await expect(page.getByRole('heading', { name: 'demoagent' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: /^main[\d,.]+ USD$/ })).toBeVisible();
      await page.screenshot({ path: 'test-results/back-office-member.png', fullPage: true });
    });

    await test.step('the back office’s calls are unknown on a merchant’s domain', async () => {
      const elsewhere = await request.get(`http://localhost:${port}/ops/session/me`);
      expect(elsewhere.status()).toBe(404);
    });

    await test.step('sign out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  },
);

test(
  'a member withdraws in the portal; a finance operator signs in with TOTP, finds it in the queue with its risk flags and pays it; the member reads that it is being paid',
  JOURNEY,
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const slow = expect.configure({ timeout: 20_000 });
    const { reference, progress, recent, reopenWithdraw } =
      await test.step('the member registers, deposits 500.00, sets a payment password, binds an account and withdraws 120.00', () =>
        withdrawInPortal(page));

    const { admin } = await test.step('a finance operator of aurora signs in on the back office host', () =>
      newOperatorPage(page, request, 'finance'));

    const row = admin.getByRole('row').filter({ hasText: reference });
    await test.step('the queue shows the withdrawal, flagged as a new account', async () => {
      await admin.getByRole('button', { name: 'Withdrawals' }).click();
      await expect(admin.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
      await slow(row).toBeVisible();
      await expect(row).toContainText('120.00 USD');
      await expect(row).toContainText('Waiting');
      await expect(row.getByRole('list', { name: 'Risk flags' }).getByRole('listitem')).toContainText([
        'New account',
      ]);
      await admin.screenshot({ path: 'test-results/back-office-withdrawals.png', fullPage: true });
    });

    await test.step('the operator pays it in full', async () => {
      await row.getByRole('button', { name: `Pay ${reference}` }).click();
      const dialog = admin.getByRole('form', { name: `Pay withdrawal ${reference}` });
      await expect(dialog).toContainText('Leave empty to send the rest: 120.00 USD');
      await dialog.getByRole('button', { name: 'Send payment' }).click();
      await expect(dialog).toBeHidden();
      await slow(row).toContainText('Payment sent');
      await expect(row.getByRole('button', { name: `Pay ${reference}` })).toBeDisabled();
    });

    await test.step('the member reads it is being paid, and confirms the receipt', async () => {
      await page.bringToFront();
      await reopenWithdraw();
      await slow(progress.getByText('Being paid')).toBeVisible();
      await progress.getByRole('button', { name: 'I received it' }).click();
      await expect(progress).toBeHidden();
      await expect(recent.getByRole('row').filter({ hasText: reference })).toContainText('Completed');
    });

    await test.step('the queue shows it paid', async () => {
      await admin.bringToFront();
      await admin.getByLabel('Status').selectOption('completed');
      await slow(admin.getByRole('row').filter({ hasText: reference })).toContainText('Paid');
    });
  },
);

test('a member asks for a bank-transfer deposit in the portal; a finance operator finds it in the deposit queue with its payer and approves it; the member’s balance shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const reference = await test.step('a new member asks for a 250.00 bank transfer', () =>
    askForBankTransfer(page, 'Dana Deposit'));
  const balance = page.locator('header').getByRole('button', { name: /^Balance\b/ });

  const { admin } = await test.step('a finance operator signs in', () =>
    newOperatorPage(page, request, 'finance'));
  const row = admin.getByRole('row').filter({ hasText: reference });
  await test.step('the deposit queue shows it with its payer and risk flags', async () => {
    await admin.getByRole('button', { name: 'Deposits' }).click();
    await expect(admin.getByRole('heading', { name: 'Deposits' })).toBeVisible();
    await slow(row).toBeVisible();
    await expect(row).toContainText('250.00 USD');
    await expect(row).toContainText('Dana Deposit');
    await expect(row.getByRole('list', { name: 'Risk flags' }).getByRole('listitem')).toContainText([
      'New account',
    ]);
    await admin.screenshot({ path: 'test-results/back-office-deposits.png', fullPage: true });
  });

  await test.step('the operator approves it; it moves to the approved ones', async () => {
    await row.getByRole('button', { name: `Approve ${reference}` }).click();
    const dialog = admin.getByRole('form', { name: `Approve deposit ${reference}` });
    await expect(dialog).toContainText('says 250.00 USD was sent by Dana Deposit.');
    await dialog.getByRole('button', { name: 'Approve and credit' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await admin.getByLabel('Status').selectOption('approved');
    await slow(admin.getByRole('row').filter({ hasText: reference })).toContainText('Approved');
  });

  await test.step('the member’s balance shows the 250.00', async () => {
    await page.bringToFront();
    await page.reload();
    await slow(balance).toHaveText('250.00');
  });
});

test('an owner of one merchant approves a deposit, then finds the approval in the audit log by its action and target, with its before and after', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const reference = await test.step('a new member asks for a 250.00 bank transfer', () =>
    askForBankTransfer(page, 'Olga Owner'));

  const { admin, operator: owner } = await test.step('an owner signs in and approves it', async () => {
    const signedIn = await newOperatorPage(page, request, 'owner');
    await approveDeposit(signedIn.admin, reference);
    return signedIn;
  });

  const filters = admin.getByRole('form', { name: 'Audit filters' });
  await test.step('the audit log finds the approval by action and target, by the keyboard', async () => {
    await admin.getByRole('button', { name: 'Audit log' }).click();
    await expect(admin.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await filters.getByLabel('Action').fill('deposit.');
    await filters.getByLabel('Target').fill(`deposit:${reference}`);
    await filters.getByLabel('Target').press('Enter');
    const lines = admin.getByRole('table').getByRole('row');
    await slow(lines).toHaveCount(2);
    const line = lines.nth(1);
    await expect(line).toContainText('deposit.approve');
    await expect(line).toContainText(owner);
    await expect(line).toContainText(`deposit:${reference}`);
    await admin.screenshot({ path: 'test-results/back-office-audit.png', fullPage: true });
    await line.getByRole('button', { name: /^Details of deposit\.approve/ }).press('Enter');
  });

  await test.step('its details show the status before and after', async () => {
    const detail = admin.getByRole('dialog', { name: `deposit.approve by ${owner}` });
    const status = detail
      .getByRole('table', { name: 'Before and after' })
      .getByRole('row')
      .filter({
        has: admin.getByRole('cell', { name: 'status', exact: true }),
      });
    await expect(status.getByRole('cell')).toHaveText(['status', 'pending', 'approved', 'Changed']);
    await admin.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  await test.step('another action filtered out: nothing of this target is a withdrawal', async () => {
    await filters.getByLabel('Action').fill('withdrawal.');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await slow(admin.getByText('Nothing was recorded with these filters on these days.')).toBeVisible();
  });

  await test.step('the audit log has its own address: a reload opens it again, back returns to the deposits', async () => {
    await expect(admin).toHaveURL(/#\/audit$/);
    await admin.reload();
    await expect(admin.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await admin.goBack();
    await expect(admin).toHaveURL(/#\/deposits$/);
    await expect(admin.getByRole('button', { name: 'Deposits' })).toHaveAttribute('aria-current', 'page');
  });
});

test(
  'an owner of one merchant reads today in Reports, with a deposit just approved, and downloads the same figures as CSV',
  JOURNEY,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const slow = expect.configure({ timeout: 20_000 });
    const reference = await test.step('a new member asks for a 250.00 bank transfer', () =>
      askForBankTransfer(page, 'Rita Report'));

    const { admin } = await test.step('an owner signs in', () => newOperatorPage(page, request, 'owner'));
    // The operator's day, as the browser (and so the report) reckons it.
    const today = await admin.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const reports = admin.getByRole('button', { name: 'Reports' });
    const report = admin.getByRole('table', { name: 'Daily report' });
    const todayRow = report.getByRole('row').filter({ hasText: today });
    const before = await test.step('read today’s deposits in Reports', async () => {
      await reports.click();
      await expect(admin.getByRole('heading', { name: 'Reports' })).toBeVisible();
      await slow(admin.getByRole('button', { name: 'Download CSV' })).toBeVisible();
      return minorIn(todayRow.locator('td[data-label="Deposits"]'));
    });

    await test.step('approve the deposit', () => approveDeposit(admin, reference));

    await test.step('back in Reports by the keyboard, today’s deposits grew by the 250.00', async () => {
      await reports.focus();
      await admin.keyboard.press('Enter');
      const deposits = todayRow.locator('td[data-label="Deposits"]');
      await slow(deposits).toHaveText(/USD$/);
      expect(await minorIn(deposits)).toBe(before + 250_00);
      await expect(admin.getByRole('figure', { name: 'GGR per day, aurora' })).toBeVisible();
      const totals = report.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Total' }) });
      await expect(totals).toHaveCount(1);
      await admin.screenshot({ path: 'test-results/back-office-reports.png', fullPage: true });
    });

    await test.step('the CSV download has the same figures', async () => {
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^report-aurora-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = fs.readFileSync((await download.path()) as string, 'utf8');
      const lines = csv.split('\r\n');
      expect(lines[0]).toBe(
        'day,merchant,currency,group,deposits,withdrawals,bets,wins,ggr,activePlayers,rounds',
      );
      const line = lines.find((l) => l.startsWith(`${today},aurora,USD,,`));
      expect(line?.split(',')[4]).toBe(String(before + 250_00));
      expect(lines.some((l) => l.startsWith('total,aurora,USD,,'))).toBe(true);
    });
  },
);

test(
  'support answers a member’s complaint in the back office, and the member reads the answer under My feedback',
  JOURNEY,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const slow = expect.configure({ timeout: 20_000 });
    const story = 'My <b>deposit</b> of fifty took an hour to arrive in the wallet';
    const ticket = await test.step('a new member sends a complaint and gets its ticket', async () => {
      await registerThroughForm(page, { prefix: 'bof', password: 'Secret123!' });
      await page.goto(`${origin('aurora')}/feedback`);
      await page.getByLabel('Question type').selectOption({ label: 'Complaint' });
      await page.getByLabel('What happened?').fill(story);
      await page.getByRole('button', { name: 'Send feedback' }).click();
      const thanks = page.getByText(/^Thank you\. Your ticket is FB-\d{6}-\d+\.$/);
      await slow(thanks).toBeVisible();
      return /FB-\d{6}-\d+/.exec(await thanks.innerText())?.[0] as string;
    });

    const { admin, operator: support } = await test.step('support signs in', () =>
      newOperatorPage(page, request, 'support'));
    const item = admin.getByRole('listitem', { name: ticket });
    await test.step('the feedback queue shows the complaint as the member typed it', async () => {
      await admin.getByRole('button', { name: 'Feedback' }).click();
      // What the member wrote is shown as they typed it: markup stays text.
      await slow(item).toContainText(story);
      await expect(item.locator('b')).toHaveCount(0);
    });

    await test.step('support answers it; an empty answer is refused first', async () => {
      await item.getByRole('button', { name: `Answer ${ticket}` }).click();
      const dialog = admin.getByRole('form', { name: `Answer ${ticket}` });
      await dialog.getByRole('button', { name: 'Send answer' }).click();
      await expect(dialog.getByText('Write the answer the member will read')).toBeVisible();
      await dialog
        .getByLabel('Your answer (the member reads it)')
        .fill('Found it: credited now, sorry for the wait');
      await dialog.getByRole('button', { name: 'Send answer' }).click();
      await expect(dialog).toBeHidden();
      await expect(item).toHaveCount(0); // no longer waiting
      await admin.getByLabel('Status').selectOption('answered');
      await slow(item).toContainText(`${support} ·`);
      await admin.screenshot({ path: 'test-results/back-office-feedback.png', fullPage: true });
    });

    await test.step('the member reads the answer under My feedback', async () => {
      await page.bringToFront();
      await page.reload();
      const mine = page
        .getByRole('region', { name: 'My feedback' })
        .getByRole('listitem')
        .filter({ hasText: ticket });
      await slow(mine).toContainText('Answered');
      await expect(mine).toContainText('Found it: credited now, sorry for the wait');
    });
  },
);

test('an owner finds a member and locks them with a reason: the member is signed out in the portal and logging in is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const password = 'Secret123!';
  const username = await test.step('a new member registers and is logged in', async () => {
    const name = await registerThroughForm(page, { prefix: 'bol', password });
    await expect(page.locator('header').getByText(name)).toBeVisible();
    return name;
  });

  await test.step('an owner locks the member, with the reason the dialog asks for', async () => {
    const { admin } = await newOperatorPage(page, request, 'owner');
    await openMember(admin, username);
    const actions = admin.getByRole('group', { name: 'Member actions' });
    await actions.getByRole('button', { name: 'Lock' }).click();
    const dialog = admin.getByRole('form', { name: `Lock ${username}` });
    // Without a reason nothing is sent: the field says what it needs.
    await dialog.getByRole('button', { name: 'Lock account' }).click();
    await expect(dialog.getByText(/Write why/)).toBeVisible();
    await inputField(dialog, /^Reason/).fill('Chargeback under review');
    await dialog.getByRole('button', { name: 'Lock account' }).click();
    await expect(dialog).toBeHidden();
    await slow(admin.getByText(`${username} is locked; 1 session(s) ended.`)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Unlock' })).toBeVisible();
    await admin.screenshot({ path: 'test-results/back-office-member-locked.png', fullPage: true });
  });

  await test.step('the member’s next call finds the session ended: the portal signs them out', () =>
    expectSignedOutInPortal(page, username));

  await test.step('logging in again is refused', async () => {
    const login = await logInThroughForm(page, username, password);
    await slow(login.getByText('This account cannot log in. Please contact customer service.')).toBeVisible();
  });
});

test('a finance operator asks to credit 1,500.00 (above the approval amount); an owner approves it from the Approvals queue; the member’s balance shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const slow = expect.configure({ timeout: 20_000 });
  const header = page.locator('header');
  const username = await test.step('a new member registers with nothing on the balance', async () => {
    const name = await registerThroughForm(page, { prefix: 'boa', password: 'Secret123!' });
    await expect(header.getByRole('button', { name: /^Balance\b/ })).toHaveText('0.00');
    return name;
  });

  await test.step('a finance operator asks for the adjustment: it waits, nothing moves', async () => {
    const { admin: finance } = await newOperatorPage(page, request, 'finance');
    await openMember(finance, username);
    await finance.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = finance.getByRole('form', { name: `Adjust the balance of ${username}` });
    await inputField(dialog, /^Amount/).fill('1500');
    await inputField(dialog, /^Reason/).fill('Jackpot paid by hand');
    await dialog.getByRole('button', { name: 'Adjust balance' }).click();
    await slow(
      finance.getByText("The adjustment of 1,500.00 USD waits for another operator's approval."),
    ).toBeVisible();
    const waiting = finance.getByRole('region', { name: 'Adjustments waiting for approval' });
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    // Their own request: only another operator may approve it.
    await expect(waiting.getByRole('button', { name: /^Approve adjustment/ })).toBeDisabled();
  });

  await test.step('an owner approves it from the Approvals queue; the member’s page shows the money', async () => {
    const { admin: owner } = await newOperatorPage(page, request, 'owner');
    await owner.getByRole('button', { name: 'Approvals' }).click();
    await expect(owner.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
    const queue = owner.getByRole('region', { name: 'Adjustments waiting for approval' });
    const item = queue.getByRole('listitem').filter({ hasText: 'Jackpot paid by hand' });
    await slow(item).toBeVisible();
    await item.getByRole('button', { name: /^Approve adjustment/ }).click();
    const approve = owner.getByRole('form', { name: /^Approve adjustment/ });
    await expect(approve).toContainText(`asks to credit 1,500.00 USD to ${username}.`);
    await approve.getByRole('button', { name: 'Approve and apply' }).click();
    await expect(approve).toBeHidden();
    await slow(owner.getByText(/^Adjustment #\d+ is applied: 1,500\.00 USD\.$/)).toBeVisible();
    await expect(item).toHaveCount(0);
    await owner.getByRole('button', { name: 'Members' }).click();
    await openMember(owner, username);
    await slow(owner.getByRole('listitem').filter({ hasText: /^main1,500\.00 USD$/ })).toBeVisible();
    await owner.screenshot({ path: 'test-results/back-office-adjustment.png', fullPage: true });
  });

  await test.step('the member sees the money', async () => {
    await page.bringToFront();
    await page.reload();
    await slow(header.getByRole('button', { name: /^Balance\b/ })).toHaveText('1,500.00');
  });
});

test('support places a time-out on a member: the member is signed out in the portal and logging in is refused with its end', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const password = 'Secret123!';
  const username = await test.step('a new member registers and is logged in', async () => {
    const name = await registerThroughForm(page, { prefix: 'bot', password });
    await expect(page.locator('header').getByText(name)).toBeVisible();
    return name;
  });

  await test.step('support places a 48-hour time-out from the member’s Limits', async () => {
    const { admin } = await newOperatorPage(page, request, 'support');
    await openMember(admin, username);
    await admin
      .getByRole('group', { name: 'Member records' })
      .getByRole('button', { name: 'Limits' })
      .click();
    await admin
      .getByRole('group', { name: 'Protection actions' })
      .getByRole('button', { name: 'Place time-out or exclusion' })
      .click();
    const dialog = admin.getByRole('form', { name: `Time-out or exclusion for ${username}` });
    await dialog.getByLabel('How long').selectOption({ label: 'Time-out: 48 hours' });
    await inputField(dialog, /^Reason/).fill('Asked on a support call');
    await dialog.getByRole('button', { name: 'Place it now' }).click();
    await expect(dialog).toBeHidden();
    await slow(
      admin.getByText(new RegExp(`${username} is on a break until .+; 1 session\\(s\\) ended\\.`)),
    ).toBeVisible();
    // The page loads the part again: the time-out is in force.
    await slow(admin.getByRole('cell', { name: 'Time-out', exact: true })).toBeVisible();
  });

  await test.step('the member’s next call finds the session ended: the portal signs them out', () =>
    expectSignedOutInPortal(page, username));

  await test.step('logging in again is refused, naming when the time-out ends', async () => {
    const login = await logInThroughForm(page, username, password);
    await slow(
      login.getByText(/You are taking a time-out until .+\. You can log in again after that\./),
    ).toBeVisible();
  });
});

test('support resets a member’s lost password: the one-time password logs the member in, who must choose a new one first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const header = page.locator('header');
  const username = await test.step('a new member registers and is logged in', async () => {
    const name = await registerThroughForm(page, { prefix: 'bop', password: 'Secret123!' });
    await expect(header.getByText(name)).toBeVisible();
    return name;
  });

  const oneTime = await test.step('support resets the password and reads the one-time password', async () => {
    const { admin } = await newOperatorPage(page, request, 'support');
    await openMember(admin, username);
    await admin
      .getByRole('group', { name: 'Member actions' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const dialog = admin.getByRole('form', { name: `Reset the password of ${username}` });
    await inputField(dialog, /^Reason/).fill('Lost it; identity checked by phone');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    const shown = admin.getByRole('status', { name: 'One-time password' });
    await slow(shown).toHaveText(/^[a-zA-Z2-9]{12}$/);
    const password = (await shown.textContent()) ?? '';
    await admin.getByRole('button', { name: 'Done' }).click();
    await slow(admin.getByText(`${username} has a one-time password; 1 session(s) ended.`)).toBeVisible();
    return password;
  });

  await test.step('the one-time password logs the member in to the forced change', async () => {
    await page.bringToFront();
    await logInThroughForm(page, username, oneTime);
    const change = page.getByRole('dialog', { name: 'Change password' });
    await slow(change).toBeVisible();
    await inputField(change, /^New password/).fill('Chosen2026x');
    await inputField(change, /^Confirm new password/).fill('Chosen2026x');
    await change.getByRole('button', { name: 'Change password' }).click();
    await slow(change).toBeHidden();
    await expect(header.getByText(username)).toBeVisible();
  });
});

test(
  'a content operator publishes a bulletin in the back office; a member reads it in the portal’s notices, its markup drawn and its script gone',
  JOURNEY,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const slow = expect.configure({ timeout: 20_000 });
    await test.step('a new member registers', () =>
      registerThroughForm(page, { prefix: 'bon', password: 'Secret123!' }));
    const title = `Games pause tonight ${Date.now().toString(36)}`;

    await test.step('a content operator publishes the bulletin; a title is asked for first', async () => {
      const { admin } = await newOperatorPage(page, request, 'content');
      await admin.getByRole('button', { name: 'Announcements' }).click();
      await admin.getByRole('button', { name: 'New announcement' }).click();
      const dialog = admin.getByRole('form', { name: 'New announcement' });
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await expect(dialog.getByText('Write a title in at least one language')).toBeVisible();
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog
        .getByLabel('Content (HTML)')
        .fill(
          '<p>Games pause at <b onmouseover="window.__noticeXss=1">02:00</b> for ten minutes.</p><script>window.__noticeXss=1</script>',
        );
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText(/^Notice #\d+ is published\.$/)).toBeVisible();
      const card = admin.getByRole('listitem').filter({ hasText: title });
      await expect(card).toContainText('Shown');
      // The back office shows what was saved, cleaned, as text.
      await expect(card).toContainText('<p>Games pause at <b>02:00</b> for ten minutes.</p>');
      await expect(card.locator('b, script')).toHaveCount(0);
      await admin.screenshot({ path: 'test-results/back-office-announcements.png', fullPage: true });
    });

    await test.step('the member opens it from the notices: its markup drawn, its script gone', async () => {
      await page.bringToFront();
      await page.reload();
      const notices = page.getByRole('region', { name: 'Notices' }).first();
      const bulletin = notices.getByRole('button', { name: title });
      await slow(bulletin).toBeVisible();
      // The marquee scrolls until focused: open it from the keyboard, as a keyboard user would.
      await bulletin.focus();
      await page.keyboard.press('Enter');
      const shown = page.getByRole('dialog').filter({ hasText: 'Games pause at' });
      await expect(shown.locator('b', { hasText: '02:00' })).toBeVisible();
      await shown.locator('b', { hasText: '02:00' }).hover();
      expect(await page.evaluate(() => (window as { __noticeXss?: number }).__noticeXss)).toBeUndefined();
    });
  },
);

test('a content operator uploads a picture to the home banners with a title; the portal home’s carousel shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const title = `Winter cup ${Date.now().toString(36)}`;
  await test.step('a content operator signs in', () => signInAsNewOperator(page, request, 'content'));
  const card = page.getByRole('listitem').filter({ hasText: title });
  const image =
    await test.step('the operator adds a banner; a file that only claims to be a picture is refused first', async () => {
      await page.getByRole('button', { name: 'Banners' }).click();
      await expect(page.getByLabel('Banner group')).toHaveValue('w_home');
      await page.getByRole('button', { name: 'New banner' }).click();
      const dialog = page.getByRole('form', { name: 'New banner in w_home' });
      // A file that only claims to be a picture is refused, naming the field.
      await dialog.getByLabel(/^Picture/).setInputFiles({
        name: 'art.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg onload=alert(1)>'),
      });
      await expect(dialog.getByText('data: is not a PNG, JPEG or WebP picture')).toBeVisible();
      await dialog
        .getByLabel(/^Picture/)
        .setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: pngOf(960, 300) });
      const preview = dialog.getByRole('img', { name: 'Preview of the picture' });
      await expect(preview).toHaveAttribute('src', /^\/wps\/banner-image\/[0-9a-f]{64}\.png$/);
      const src = (await preview.getAttribute('src')) ?? '';
      await dialog.getByLabel(/^Title/).fill(title);
      await dialog.getByRole('button', { name: 'Add banner' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^Banner #\d+ is added\.$/)).toBeVisible();
      await expect(card).toContainText('Showing');
      await expect(card.getByRole('img')).toHaveAttribute('src', src);
      return src;
    });

  await test.step('the portal serves the picture as a PNG, never sniffed, and its carousel shows it', async () => {
    const portal = await page.context().newPage();
    await dismissPopupNotices(portal);
    await portal.goto(`${origin('aurora')}/`);
    // Served on the merchant's domain with the type its bytes proved, never sniffed.
    const headers = await portal.evaluate(async (url) => {
      const res = await fetch(url);
      return [res.headers.get('content-type'), res.headers.get('x-content-type-options')];
    }, image);
    expect(headers).toEqual(['image/png', 'nosniff']);
    // The new banner is the group's last: go to the last slide.
    const dots = portal.getByRole('button', { name: /^Show banner \d+ of \d+$/ });
    await slow(dots.first()).toBeVisible();
    await dots.last().click();
    const slide = portal.getByRole('group').filter({ hasText: title });
    await slow(slide).toBeVisible();
    await expect(slide.locator(`img[src="${image}"]`)).toBeVisible();
    await portal.screenshot({ path: 'test-results/back-office-banner-portal.png' });
  });

  await test.step('the banner is hidden again, so the other specs find aurora’s home banners as seeded', async () => {
    await page.bringToFront();
    await card.getByRole('button', { name: /^Hide banner #\d+$/ }).click();
    await expect(card).toContainText('Hidden');
  });
});

test('support hides a member’s chat message in the back office; the member’s open chat room drops it', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const slow = expect.configure({ timeout: 20_000 });
  const text = `Cheap coins at <b>my site</b> ${Date.now().toString(36)}`;
  const { member, room } = await test.step('a member opens the chat room and sends a message', async () => {
    const [player] = await twoPlayers(page, 'aurora');
    if (!player) throw new Error('ops made no players');
    const memberPage = await pageOf(browser, consoleErrors);
    await logIn(memberPage, 'aurora', player);
    const chat = await openChat(memberPage);
    await chat.getByRole('textbox', { name: 'Message' }).fill(text);
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await slow(chat.getByRole('log').getByText(text, { exact: true })).toBeVisible();
    return { member: player, room: chat };
  });

  await test.step('support finds the message, as text, and hides it', async () => {
    const { admin } = await newOperatorPage(page, request, 'support');
    await admin.getByRole('button', { name: 'Chat room' }).click();
    const item = admin.getByRole('listitem').filter({ hasText: text });
    await slow(item).toContainText(member.name);
    await expect(item.locator('b')).toHaveCount(0);
    await item.getByRole('button', { name: /^Hide message #\d+$/ }).click();
    await expect(admin.getByText(/is hidden: open rooms drop it\.$/)).toBeVisible();
    await expect(item).toContainText('Hidden');
    await admin.screenshot({ path: 'test-results/back-office-chat.png', fullPage: true });
  });

  await test.step('the member’s open chat room drops it', async () => {
    await slow(room.getByRole('log').getByText(text)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('a member applies for a promotion in the portal; a content operator issues it from the Promotions queue with another prize; the member can claim it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const slow = expect.configure({ timeout: 20_000 });
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const vip = centre.getByRole('article', { name: 'VIP upgrade bonus' });
  const username =
    await test.step('a new member applies for the VIP upgrade bonus in the reward centre', async () => {
      const name = await registerThroughForm(page, { prefix: 'bor', password: 'Secret123!' });
      const header = page.locator('header');
      await header.getByRole('button', { name: 'My account' }).click();
      await centre.getByRole('button', { name: /^Reward centre/ }).click();
      await vip.getByRole('button', { name: 'Apply' }).click();
      await slow(vip.getByText('Application sent. We will let you know.')).toBeVisible();
      return name;
    });

  const { admin } = await test.step('a content operator signs in', () =>
    newOperatorPage(page, request, 'content'));
  const row = admin.getByRole('row').filter({ hasText: username });
  await test.step('the Promotions queue shows the application, by activity', async () => {
    await admin.getByRole('button', { name: 'Promotions' }).click();
    await expect(admin.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await slow(admin.getByLabel('Activity')).toContainText('vip-upgrade');
    await admin.getByLabel('Activity').selectOption('vip-upgrade');
    await slow(row).toBeVisible();
    await expect(row).toContainText('VIP upgrade bonus');
    await expect(row).toContainText('88.00 USD');
    await expect(row).toContainText('Applied');
    await admin.screenshot({ path: 'test-results/back-office-promotions.png', fullPage: true });
  });

  await test.step('the operator issues it with a prize of 95.00', async () => {
    await row.getByRole('button', { name: /^Issue entry #\d+$/ }).click();
    const dialog = admin.getByRole('form', { name: /^Issue entry #\d+$/ });
    await expect(dialog).toContainText("Leave empty to issue the activity's prize: 88.00 USD.");
    await dialog.getByLabel('Prize amount').fill('95');
    await dialog.getByRole('button', { name: 'Issue' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await admin.getByLabel('Status').selectOption('issued');
    const issued = admin.getByRole('row').filter({ hasText: username });
    await slow(issued).toContainText('Issued (to claim)');
    await expect(issued).toContainText('95.00 USD');
  });

  await test.step('the member finds the prize ready in the reward centre, and claims it', async () => {
    await page.bringToFront();
    await page.reload();
    await page.locator('header').getByRole('button', { name: 'My account' }).click();
    await centre.getByRole('button', { name: /^Reward centre/ }).click();
    await expect(vip.getByText('Issued', { exact: true })).toBeVisible();
    await vip.getByRole('button', { name: 'Claim' }).click();
    await slow(vip.getByText(/95\.00 added to your main wallet\./)).toBeVisible();
  });
});

test('a finance operator pays a member’s withdrawal, then forces the receipt the member has not confirmed; the member’s withdrawal completes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const slow = expect.configure({ timeout: 20_000 });
  const { reference, progress, recent, reopenWithdraw } =
    await test.step('a new member deposits 500.00 and withdraws 120.00', () => withdrawInPortal(page));

  const { admin } = await test.step('a finance operator signs in', () =>
    newOperatorPage(page, request, 'finance'));
  const row = admin.getByRole('row').filter({ hasText: reference });
  await test.step('the operator pays the withdrawal from the queue', async () => {
    await admin.getByRole('button', { name: 'Withdrawals' }).click();
    await slow(row).toBeVisible();
    await row.getByRole('button', { name: `Pay ${reference}` }).click();
    const pay = admin.getByRole('form', { name: `Pay withdrawal ${reference}` });
    await pay.getByRole('button', { name: 'Send payment' }).click();
    await expect(pay).toBeHidden();
  });

  await test.step('the payment waits for the member; finance forces its receipt', async () => {
    // The bank confirms it arrived, so finance forces the receipt.
    const inTransit = row.getByRole('list', { name: 'Payments in transit' });
    await slow(inTransit).toContainText('120.00 USD, not confirmed yet');
    await inTransit.getByRole('button', { name: /^Force receipt of payment \d+$/ }).click();
    const force = admin.getByRole('form', { name: /^Force receipt of payment \d+$/ });
    await expect(force).toContainText('This cannot be undone');
    await force.getByLabel(/Remark/).fill('Bank slip 88231');
    await force.getByRole('button', { name: 'Force receipt' }).click();
    await expect(force).toBeHidden();
    await expect(row).toHaveCount(0);
    await admin.getByLabel('Status').selectOption('completed');
    await slow(admin.getByRole('row').filter({ hasText: reference })).toContainText('Paid');
  });

  await test.step('the member’s withdrawal is completed, the payment confirmed by the cashier', async () => {
    await page.bringToFront();
    await reopenWithdraw();
    await expect(progress).toBeHidden();
    await slow(recent.getByRole('row').filter({ hasText: reference })).toContainText('Completed');
  });
});

test('a member registers and logs in in the portal; support finds them by the IP address and reads the login on their Logins tab', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const password = 'Secret123!';
  const username = await test.step('a new member registers', () =>
    registerThroughForm(page, { prefix: 'boi', password }));
  const other =
    await test.step('they log in again on another browser: a login attempt of its own', async () => {
      const second = await (await browser.newContext()).newPage();
      // A page of its own context: the merchant's popup notice greets it, as it does each visit.
      await dismissPopupNotices(second);
      await logInThroughForm(second, username, password);
      await slow(second.locator('header').getByText(username)).toBeVisible();
      return second;
    });

  const { admin } = await test.step('support signs in', () => newOperatorPage(page, request, 'support'));
  await test.step('support finds the member by the loopback address', async () => {
    // The platform listens on IPv4 here: the browser's address is the loopback one.
    await admin.getByRole('searchbox').fill('127.0.0.1');
    await admin.keyboard.press('Enter');
    await slow(admin.getByRole('table').getByRole('button', { name: username })).toBeVisible();
    await admin.getByRole('table').getByRole('button', { name: username }).click();
    await expect(admin.getByRole('heading', { name: username })).toBeVisible();
  });

  await test.step('the Logins tab shows the login with its address and browser', async () => {
    const tabs = admin.getByRole('group', { name: 'Member records' });
    await tabs.getByRole('button', { name: 'Logins' }).click();
    await expect(tabs.getByRole('button', { name: 'Logins' })).toHaveAttribute('aria-pressed', 'true');
    const logins = admin.getByRole('region', { name: 'Logins' }).getByRole('table');
    const ok = logins.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'ok', exact: true }) });
    await slow(ok.first()).toBeVisible();
    await expect(ok.first().getByRole('cell', { name: '127.0.0.1', exact: true })).toBeVisible();
    await expect(ok.first().getByRole('cell', { name: /Chrome/ })).toBeVisible();
  });
  await other.context().close();
});

test('support narrows a member’s messages to one category and loads the older ones page by page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const username =
    await test.step('a new member gets 51 notices and a promotion through the ops CLI', async () => {
      const name = await registerThroughForm(page, { prefix: 'bom', password: 'Secret123!' });
      // 51 notices (one more than a page) and a promotion.
      for (let i = 1; i <= 51; i++) await sendMessage(request, name, `Notice ${i}`);
      await sendMessage(request, name, 'A promotion', 'promotion');
      return name;
    });

  const { admin } = await test.step('support signs in', () => newOperatorPage(page, request, 'support'));
  const records = admin.getByRole('region', { name: 'Messages' });
  const rows = records.locator('tbody tr');
  await test.step('the member’s Messages tab shows the newest page, the promotion first', async () => {
    await openMember(admin, username);
    await admin
      .getByRole('group', { name: 'Member records' })
      .getByRole('button', { name: 'Messages' })
      .click();
    await slow(rows).toHaveCount(50);
    await expect(rows.first()).toContainText('A promotion');
  });

  await test.step('narrowed to notices, the older ones load page by page', async () => {
    await records.getByLabel('Category').selectOption({ label: 'Notice' });
    await slow(rows.first()).toContainText('Notice 51');
    await expect(rows).toHaveCount(50);
    await expect(records.getByText('A promotion')).toHaveCount(0);
    await records.getByRole('button', { name: 'Load older' }).click();
    await slow(rows).toHaveCount(51);
    await expect(rows.last()).toContainText('Notice 1');
    await expect(records.getByRole('button', { name: 'Load older' })).toHaveCount(0);
  });

  await test.step('narrowed to promotions, only the promotion', async () => {
    await records.getByLabel('Category').selectOption({ label: 'Promotion' });
    await slow(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('A promotion');
  });
});

test('a content operator adds a point-mall item; a visitor sees it in the portal’s point mall, and no longer once it is off sale', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slow = expect.configure({ timeout: 20_000 });
  const name = `Winter scarf ${Date.now().toString(36)}`;
  await test.step('a content operator signs in', () => signInAsNewOperator(page, request, 'content'));
  const row = page.getByRole('row').filter({ hasText: name });
  const id =
    await test.step('the operator adds an item; a negative price is refused at its field first', async () => {
      await page.getByRole('button', { name: 'Point-mall items' }).click();
      await page.getByRole('button', { name: 'New item' }).click();
      const dialog = page.getByRole('form', { name: 'New point-mall item' });
      await dialog.getByLabel(/^Name/).fill(name);
      // A price the platform refuses is said at its field, and nothing is added.
      await dialog.getByLabel(/^Price in points/).fill('-5');
      await dialog.getByRole('button', { name: 'Add item' }).click();
      await expect(dialog.getByText(/^\/?points: /)).toBeVisible();
      await dialog.getByLabel(/^Price in points/).fill('750');
      await dialog.getByLabel(/^Stock/).fill('4');
      await dialog.getByRole('button', { name: 'Add item' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^Item #\d+ is added\.$/)).toBeVisible();
      await expect(row).toContainText('On sale');
      return /#(\d+)/.exec((await row.textContent()) ?? '')?.[1] ?? '';
    });

  const portal = await page.context().newPage();
  await test.step('a visitor sees it in the portal’s point mall', async () => {
    await dismissPopupNotices(portal);
    await portal.goto(`${origin('aurora')}/pointMall`);
    const card = portal.getByRole('article', { name });
    await slow(card).toBeVisible();
    await expect(card).toContainText('750');
  });

  await test.step('taken off sale, it leaves the point mall', async () => {
    await page.bringToFront();
    await row.getByRole('button', { name: `Take item #${id} off sale` }).click();
    await expect(row).toContainText('Off sale');
    await portal.reload();
    await slow(portal.getByRole('article').first()).toBeVisible();
    await expect(portal.getByRole('article', { name })).toHaveCount(0);
  });
});
