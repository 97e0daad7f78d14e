import { expect as baseExpect, type Locator, type Page, type Response } from '@playwright/test';
import { inputField, origin, registerThroughForm } from './accounts-support';
import { logInAs, openAgentCentre } from './agent-session';
import { ops } from './ops';
import { depositInstantly, playHouseSlot, setPaymentPasswordInCentre } from './player-support';
import { test } from './support';

/**
 * The member and agent centres' pages as members open them, in Chromium against the real
 * platform: each member-centre page by its key showing what the platform answers for it, one
 * page at a time; the point mall's hand-over to the member centre; the agent salary pages that
 * follow the merchant's products; and a withdrawal paid in parts, confirmed payment by payment.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Secret123!';
const PAYMENT_PASSWORD = '246810';

/** Minor units as the portal shows money: 2 decimals with thousands separators. */
const money = (minor: number) =>
  (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pathIs = (path: string) => (r: Response) => new URL(r.url()).pathname === path;
const valueOf = async <T>(r: Promise<Response>): Promise<T> =>
  ((await (await r).json()) as { value: T }).value;

const centreDialog = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
/** A centre's menu entry by its page key (the key the site's centre lists it under). */
const pageButton = (centre: Locator, key: string) => centre.locator(`nav button[data-page="${key}"]`);
/** The body rows of a named table. */
const bodyRows = (scope: Locator, name: string) => scope.getByRole('table', { name }).locator('tbody tr');

test('R2.62 R2.66 R2.67 R2.69 R2.70 R2.75 a downline opens the member centre’s pages by their keys, one at a time, each showing what the platform answers', async ({
  page,
  consoleErrors,
}) => {
  // A seeded downline of the demo agent with rounds and a bonus; its pages are only read.
  await logInAs(page, 'aurora', 'demodown1');
  const centre = centreDialog(page);
  const profile = page.waitForResponse(pathIs('/wps/member/profile'));
  await page.locator('header').getByRole('button', { name: 'My account' }).click();
  /**
   * The page of `key` is the centre's one page: its entry is the current one, a region named
   * by its label is there, and no other entry's page is (R2.75).
   */
  const shows = async (key: string) => {
    await expect(pageButton(centre, key)).toHaveAttribute('aria-current', 'page');
    const menu = centre.getByRole('navigation', { name: 'Member centre' });
    await expect(menu.locator('button[aria-current="page"]')).toHaveCount(1);
    // Each entry's label is its first span (a count of new items may follow it).
    const entries = await menu.locator('button[data-page]').evaluateAll((bs) =>
      bs.map((b) => ({
        key: b.getAttribute('data-page'),
        label: b.querySelector('span')?.textContent ?? '',
      })),
    );
    expect(entries.length).toBeGreaterThan(5);
    const label = entries.find((e) => e.key === key)?.label ?? '';
    const shown = centre.getByRole('region', { name: label, exact: true });
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('heading', { level: 2 }).first()).toHaveText(label);
    for (const other of entries.filter((e) => e.key !== key))
      await expect(centre.getByRole('region', { name: other.label, exact: true }), other.label).toHaveCount(
        0,
      );
    return shown;
  };
  const open = async <T>(key: string, path: string) => {
    const answer = page.waitForResponse(pathIs(path));
    await pageButton(centre, key).click();
    return { value: await valueOf<T>(answer), page: await shows(key) };
  };

  await test.step('R2.62 securityCenter: my account, with the profile the platform holds', async () => {
    const mine = await valueOf<{ nickname: string }>(profile);
    const shown = await shows('securityCenter');
    await expect(shown.getByRole('heading', { level: 2 }).first()).toHaveText('My account');
    await expect(inputField(shown, /^Nickname/)).toHaveValue(mine.nickname);
    await expect(shown.getByRole('form', { name: 'Payment password' })).toBeVisible();
    await expect(shown.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });

  await test.step('R2.66 R2.75 transferUpline: the upline the platform names; my account’s forms are gone', async () => {
    const { value, page: shown } = await open<{ upline?: { nickname: string } }>(
      'transferUpline',
      '/wps/v2/transfers/upline',
    );
    expect(value.upline?.nickname).toBeTruthy();
    await expect(shown.getByRole('form', { name: 'Transfer to upline' })).toContainText(
      value.upline!.nickname,
    );
    await expect(centre.getByRole('form', { name: 'Payment password' })).toHaveCount(0);
  });

  await test.step('R2.67 personalHistoryCopy: the betting record’s rounds and totals', async () => {
    const { value, page: shown } = await open<{
      items: { gameName: string; stake: number }[];
      totals: { rounds: number; stake: number };
    }>('personalHistoryCopy', '/wps/v2/records/bets');
    expect(value.items.length).toBeGreaterThan(0);
    const rows = bodyRows(shown, 'Betting record');
    await expect(rows).toHaveCount(value.items.length);
    for (const [i, item] of value.items.slice(0, 3).entries()) {
      await expect(rows.nth(i)).toContainText(item.gameName);
      await expect(rows.nth(i)).toContainText(money(item.stake));
    }
    await expect(shown).toContainText(money(value.totals.stake));
    await expect(centre.getByRole('form', { name: 'Transfer to upline' })).toHaveCount(0);
  });

  await test.step('R2.69 personalProfit: profit and loss by day and by game type', async () => {
    const { value, page: shown } = await open<{
      byDay: { date: string; profit: number }[];
      byGameType: { stake: number; profit: number }[];
    }>('personalProfit', '/wps/v2/records/profit');
    expect(value.byGameType.length).toBeGreaterThan(0);
    const types = bodyRows(shown, 'Profit by game type');
    await expect(types).toHaveCount(value.byGameType.length);
    for (const [i, row] of value.byGameType.entries())
      await expect(types.nth(i)).toContainText(money(row.stake));
    await expect(bodyRows(shown, 'Profit by day')).toHaveCount(value.byDay.length);
    await expect(centre.getByRole('table', { name: 'Betting record' })).toHaveCount(0);
  });

  await test.step('R2.70 bonusDetails: the bonuses the platform credited', async () => {
    const { value, page: shown } = await open<{
      items: { title: string; amount: number; reference: string }[];
    }>('bonusDetails', '/wps/v2/records/bonus');
    expect(value.items.length).toBeGreaterThan(0);
    const rows = bodyRows(shown, 'Bonus details');
    await expect(rows).toHaveCount(value.items.length);
    for (const [i, item] of value.items.entries()) {
      await expect(rows.nth(i)).toContainText(item.title);
      await expect(rows.nth(i)).toContainText(item.reference);
      await expect(rows.nth(i)).toContainText(money(item.amount));
    }
    await expect(centre.getByRole('table', { name: 'Profit by game type' })).toHaveCount(0);
  });
  expect(consoleErrors).toEqual([]);
});

test.describe('point mall hand-over', () => {
  // Redeeming without a payment password is refused by the platform on purpose (403).
  test.use({ allowed: [/Failed to load resource: the server responded with a status of 403/] });

  test('R2.77 the item being redeemed waits while the member centre is open, and closing the centre forgets it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const name = `Key ring ${Date.now().toString(36)}`;
    const added = await ops(
      request,
      'points',
      'item-add',
      'aurora',
      '--type',
      'physical',
      '--name',
      name,
      '--points',
      '1',
      '--stock',
      '5',
      '--max-quantity',
      '1',
    );
    const id = /^item (\d+) /.exec(added)?.[1];
    if (!id) throw new Error(`no item id in: ${added}`);
    try {
      // A player with a point to spend and no payment password yet.
      await registerThroughForm(page, { prefix: 'pmr', password: PASSWORD });
      await depositInstantly(page, '100.00');
      await playHouseSlot(page, 1, '10.00');
      await page.goto(`${origin('aurora')}/pointMall`);
      await expect(page.getByTestId('point-balance')).toHaveText('1');

      await page.getByRole('article', { name }).getByRole('button', { name: 'Redeem' }).click();
      const redeem = page.getByRole('dialog', { name: `Redeem ${name}` });
      await inputField(redeem, /^Receiving address/).fill('12 Harbour Road, Springfield');
      await inputField(redeem, /^Payment password/).fill(PAYMENT_PASSWORD);
      await redeem.getByRole('button', { name: 'Redeem' }).click();
      await redeem.getByRole('button', { name: 'Set a payment password' }).click();

      // The member centre opens on My account; the item is still the one being redeemed.
      const centre = centreDialog(page);
      await expect(pageButton(centre, 'securityCenter')).toHaveAttribute('aria-current', 'page');
      await expect(centre.getByRole('form', { name: 'Payment password' })).toBeVisible();
      await expect(redeem).toBeAttached();
      await centre.getByRole('button', { name: 'Close' }).first().click();
      await expect(centre).toBeHidden();
      // Closing the centre cleared the reference: the redeem dialog went with it.
      await expect(redeem).toHaveCount(0);
      await expect(page.getByRole('article', { name })).toBeVisible();
    } finally {
      await ops(request, 'points', 'off-sale', 'aurora', id);
    }
    expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });
});

test('R2.88 R2.89 the hourly and real-time salary pages of the agent centre come and go with the merchant’s products', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Lumen runs neither product (its platform.json): each is switched on alone here, then back.
  const original = JSON.parse(await ops(request, 'settings', 'lumen', 'get', 'agents')) as {
    kinds?: Record<string, boolean>;
  } | null;
  /** Lumen runs the hourly and real-time salary products, or not. */
  const runSalaries = (hourly: boolean, realtime: boolean) =>
    ops(
      request,
      'settings',
      'lumen',
      'set',
      'agents',
      JSON.stringify({
        ...original,
        kinds: { ...original?.kinds, hourlySalary: hourly, realtimeSalary: realtime },
      }),
    );
  await logInAs(page, 'lumen', 'demoagent');
  const check = async (hourly: boolean, realtime: boolean) => {
    await runSalaries(hourly, realtime);
    const consolidated = page.waitForResponse(pathIs('/wps/member/info/funds/consolidated'));
    await page.goto(`${origin('lumen')}/`);
    const flags = await valueOf<{ hourly: boolean; agentRealtimeSalary: boolean }>(consolidated);
    expect(flags).toMatchObject({ hourly, agentRealtimeSalary: realtime });
    const centre = await openAgentCentre(page);
    await expect(pageButton(centre, 'agentTeamOverview')).toBeVisible();
    await expect(pageButton(centre, 'agentHourSalary')).toHaveCount(hourly ? 1 : 0);
    await expect(pageButton(centre, 'agentRealtimeSalary')).toHaveCount(realtime ? 1 : 0);
    const [key, title] = hourly
      ? ['agentHourSalary', 'Hourly salary']
      : ['agentRealtimeSalary', 'Real-time salary'];
    await pageButton(centre, key).click();
    await expect(centre.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  };
  try {
    await runSalaries(false, false);
    await page.goto(`${origin('lumen')}/`);
    const none = await openAgentCentre(page);
    await expect(pageButton(none, 'agentTeamOverview')).toBeVisible();
    await expect(pageButton(none, 'agentHourSalary')).toHaveCount(0);
    await expect(pageButton(none, 'agentRealtimeSalary')).toHaveCount(0);
    await check(true, false);
    await check(false, true);
  } finally {
    await ops(request, 'settings', 'lumen', 'set', 'agents', JSON.stringify(original));
  }
  expect(consoleErrors).toEqual([]);
});

test('R2.92 R4.37 a withdrawal paid in two parts shows what was received and what remains, and each payment is confirmed as received', async ({
  page,
  consoleErrors,
}) => {
  await registerThroughForm(page, { prefix: 'wdp', password: PASSWORD });
  await depositInstantly(page, '100.00');
  await setPaymentPasswordInCentre(page, PASSWORD, PAYMENT_PASSWORD);
  const header = page.locator('header');
  const centre = centreDialog(page);
  const progress = centre.getByRole('region', { name: 'Your withdrawal in progress' });
  const sum = (label: string) =>
    progress
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');

  await header.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const bind = centre.getByRole('form', { name: 'Bind a payout account' });
  await inputField(bind, /^Bank name/).fill('Metro Bank');
  await inputField(bind, /^Account holder/).fill('Paula Parts');
  await inputField(bind, /^Account number/).fill(String(Date.now()).slice(-12));
  await inputField(bind, /^Payment password/).fill(PAYMENT_PASSWORD);
  await bind.getByRole('button', { name: 'Bind account' }).click();
  const form = centre.getByRole('form', { name: 'Withdraw' });
  await inputField(form, /^Amount/).fill('50');
  await inputField(form, /^Payment password/).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(progress.getByText('Waiting for the cashier')).toBeVisible();
  const reference = /WD[A-Z0-9]{10}/.exec((await progress.textContent()) ?? '')?.[0];
  if (!reference) throw new Error('no withdrawal reference shown');
  await expect(sum('Amount')).toContainText('50.00');
  await expect(sum('Received')).toContainText('0.00');
  await expect(sum('Remaining')).toContainText('50.00');

  /** Reopen the withdraw page, so it reads the withdrawal as the platform has it now. */
  const reread = async () => {
    await pageButton(centre, 'transferFund').click();
    await pageButton(centre, 'withdraw').click();
  };
  const payments = progress.getByRole('list', { name: 'Payments' }).getByRole('listitem');

  await test.step('the cashier pays 20.00: it waits for the member, who confirms it', async () => {
    await ops(page.request, 'withdrawal', 'pay', 'aurora', reference, '--amount', '20.00');
    await reread();
    await expect(progress.getByText('Being paid')).toBeVisible();
    await expect(payments).toHaveCount(1);
    await expect(payments.first()).toContainText('20.00');
    await expect(payments.first()).toContainText('Waiting for your confirmation');
    await payments.first().getByRole('button', { name: 'I received it' }).click();
    await expect(progress.getByText('Thank you: the payment is confirmed.')).toBeVisible();
    await expect(payments.first()).toContainText('Received');
    await expect(sum('Received')).toContainText('20.00');
    await expect(sum('Remaining')).toContainText('30.00');
  });

  await test.step('the cashier pays the rest: once confirmed, the withdrawal is complete', async () => {
    await ops(page.request, 'withdrawal', 'pay', 'aurora', reference);
    await reread();
    await expect(payments).toHaveCount(2);
    await expect(payments.nth(1)).toContainText('30.00');
    await expect(sum('Received')).toContainText('20.00');
    await expect(sum('Remaining')).toContainText('30.00');
    await payments.nth(1).getByRole('button', { name: 'I received it' }).click();
    await expect(progress).toBeHidden();
    const row = centre
      .getByRole('region', { name: 'Recent withdrawals' })
      .getByRole('row')
      .filter({ hasText: reference });
    await expect(row).toContainText('Completed');
    await expect(row).toContainText('50.00');
  });
  expect(consoleErrors).toEqual([]);
});
