import { expect as baseExpect, type Page, type Route } from '@playwright/test';
import { inputField, origin, registerThroughForm } from './accounts-support';
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
test.use({ allowed: [/ERR_CONNECTION_RESET/, /Failed to load resource/] });

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

/**
 * Let the platform handle each matching call, then reset the connection before the page
 * reads the answer, `times` times; later calls go through. The handled answers are kept.
 */
async function loseAnswers(page: Page, url: string, times: number): Promise<unknown[]> {
  const handled: unknown[] = [];
  await page.route(url, async (route: Route) => {
    if (handled.length >= times) return route.continue();
    // Sent from the test runner, where `aurora.localhost` does not resolve: `localhost` is
    // aurora's development host too.
    const response = await route.fetch({
      url: route.request().url().replace('//aurora.localhost:', '//localhost:'),
    });
    handled.push(await response.json());
    await route.abort('connectionreset');
  });
  return handled;
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
