import { expect as baseExpect, type Page } from '@playwright/test';
import { inputField, origin, registerThroughForm } from './accounts-support';
import { loseAnswers } from './lost-answer-support';
import { test } from './support';

/**
 * A player whose answer is lost on the way, in Chromium against the real platform: the
 * platform handled the call (the route fetches it), then the connection is reset before
 * the page sees the answer. The page asks again with the same key or round id and shows
 * the one true result: the money moved once, and nothing says "nothing was charged".
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
// The reset connections are what these tests make happen; any other console error fails them.
test.use({ allowed: [/ERR_CONNECTION_RESET/] });

const PASSWORD = 'Secret123!';
const field = inputField;

const register = (page: Page) => registerThroughForm(page, { prefix: 'lost', password: PASSWORD });

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('tsr.session') ?? '{}') as { token: string }).token,
  );
  const headers = { authorization: `Bearer ${token}`, 'x-module': 'wallet' };
  const res =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body as Record<string, unknown> });
  const envelope = (await res.json()) as { success: boolean; value: T; message: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.value;
}

async function deposit(page: Page, amount: string): Promise<void> {
  await call(page, 'POST', '/wps/v2/deposits', {
    channel: 'demo',
    amount,
    idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
}

test('a spin whose answer is lost, or that a reload interrupts, shows its one result and is charged once', async ({
  page,
}) => {
  await register(page);
  await deposit(page, '100.00');
  await page.goto(`${origin('aurora')}/rng?page=TSR`);
  const lobby = page.getByRole('region', { name: 'Slot games' });
  const game = lobby.getByRole('article').first();
  const name = (await game.getAttribute('aria-label')) as string;
  await game.getByRole('button', { name: `Play ${name}` }).click();
  const slot = page.frameLocator(`iframe[title="${name}"]`);
  await expect(slot.locator('#balance')).toHaveText('$100.00');
  await slot.locator('#stake').fill('1.00');

  // The first answer is lost: the slot asks again with the same round id and shows the result.
  const lost = await loseAnswers(page, '**/house/api/slot/spin', 1);
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.locator('#message')).toContainText('Your spin was already played');
  await expect(slot.locator('#message')).not.toContainText('nothing was charged');
  const first = (lost[0] as { value: { balance: number; payout: number } }).value;
  const shown = (minor: number) =>
    `$${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(minor / 100)}`;
  await expect(slot.locator('#balance')).toHaveText(shown(first.balance));
  await expect(slot.locator('#history li')).toHaveCount(1);
  await page.unrouteAll({ behavior: 'wait' });

  // Every answer of the next spin is lost, then the player reloads: the spin is not played
  // again, its result is learnt and shown.
  const gone = await loseAnswers(page, '**/house/api/slot/spin', 100);
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.locator('#message')).toContainText('We could not confirm your last spin');
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  const again = page.frameLocator(`iframe[title="${name}"]`);
  await expect(again.locator('#message')).toContainText('Your spin was already played');
  await expect(again.locator('#history li')).toHaveCount(2);
  const second = (gone[0] as { value: { balance: number } }).value;
  await expect(again.locator('#balance')).toHaveText(shown(second.balance));

  const rounds = await call<{ total: number; list: { stake: number; payout: number }[] }>(
    page,
    'GET',
    '/wps/game/rounds?pageSize=20',
  );
  expect(rounds.total).toBe(2);
  const paid = rounds.list.reduce((s, r) => s + r.payout, 0);
  const { sumBalance } = await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance');
  expect(sumBalance).toBe(100_00 - 2_00 + paid);
  expect(second.balance).toBe(sumBalance);
});

test('a transfer whose answer is lost is asked for again with its key: moved once, the result shown', async ({
  page,
}) => {
  await register(page);
  await deposit(page, '300.00');
  await page.reload();
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: /^Balance\b/ })).toHaveText('300.00');
  await header.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'My wallet' })
    .click();
  const form = centre.getByRole('form', { name: 'Transfer between wallets' });
  const to = form.getByLabel('To', { exact: true });
  await expect(to.locator('option').nth(1)).toBeAttached();
  const vendor = await to
    .locator('option')
    .evaluateAll((os) =>
      os
        .map((o) => ({ code: (o as HTMLOptionElement).value, name: o.textContent ?? '' }))
        .find((o) => o.code !== 'main'),
    );
  if (!vendor) throw new Error('no game wallet to transfer to');
  await form.getByLabel('From', { exact: true }).selectOption('main');
  await to.selectOption(vendor.code);
  await field(form, /^Amount/).fill('120');

  const lost = await loseAnswers(page, '**/wps/relay/GCS_walletTransfer', 1);
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(
    centre.getByText(`Your transfer was already made: 120.00 moved from Main wallet to ${vendor.name}.`),
  ).toBeVisible();
  expect(lost).toHaveLength(1);
  const wallets = await call<{ main: number; wallets: { code: string; balance: number }[] }>(
    page,
    'GET',
    '/wps/v2/wallets',
  );
  expect(wallets.main).toBe(180_00);
  expect(wallets.wallets.find((w) => w.code === vendor.code)?.balance).toBe(120_00);
});

test('a lottery bet whose answer is lost is asked for again with its round id: placed once, shown once', async ({
  page,
}) => {
  await register(page);
  await deposit(page, '20.00');
  await page.goto(`${origin('aurora')}/lottery?gameCode=LT10&vendor=LOTT&playType=lo`);
  const betting = page.frameLocator('iframe[title="Lottery betting"]');
  await expect(betting.locator('#draw-no')).toHaveText(/^\d{8}-\d{4}$/);
  // Both bets go on one draw: start with time to spare before betting closes.
  await expect
    .poll(
      async () => {
        const [m, s] = (await betting.locator('#countdown').innerText()).split(':').map(Number);
        return (m ?? 0) * 60 + (s ?? 0);
      },
      { timeout: 120_000 },
    )
    .toBeGreaterThan(30);
  const place = betting.getByRole('button', { name: 'Place bet' });
  await betting.locator('#pick').fill('42');
  await betting.locator('#stake').fill('2.00');

  // The first answer is lost: the page asks again with the same round id and shows the bet once.
  const lost = await loseAnswers(page, '**/house/api/lottery/bet', 1);
  await place.click();
  await expect(betting.locator('#message')).toContainText('Bet placed: 42');
  await expect(betting.locator('#my-bets li')).toHaveCount(1);
  expect(lost).toHaveLength(1);
  await page.unrouteAll({ behavior: 'wait' });

  // Every answer of the next bet is lost: the page says so, and pressing again learns the bet.
  const gone = await loseAnswers(page, '**/house/api/lottery/bet', 100);
  await betting.locator('#pick').fill('43');
  await place.click();
  await expect(betting.locator('#message')).toContainText('We could not confirm your last bet');
  await page.unrouteAll({ behavior: 'wait' });
  expect(gone.length).toBeGreaterThan(0);
  await place.click();
  await expect(betting.locator('#message')).toContainText('Bet placed: 43');
  await expect(betting.locator('#my-bets li')).toHaveCount(2);
  const { sumBalance } = await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance');
  expect(sumBalance).toBe(20_00 - 2 * 2_00);
});
