import { expect as baseExpect, type Page } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { platformAnswer, test } from './support';

/**
 * Games as a new player meets them, in Chromium against the real platform: browse the
 * slots with filters and search, keep a favourite, launch the house slot, play rounds,
 * see the balance move, and find the rounds in the records call.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Secret123!';

const register = (page: Page, merchant: string) =>
  registerThroughForm(page, { merchant, prefix: 'gam', password: PASSWORD });

/** The session token the portal keeps, for calls the test makes itself. */
async function token(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('tsr.session') ?? '{}') as { token: string }).token,
  );
}

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${await token(page)}`, 'x-module': 'games' };
  const res =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body as Record<string, unknown> });
  const envelope = (await res.json()) as { success: boolean; value: T; message: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.value;
}

/** Money in through the demo instant deposit channel (the wallet's own flow). */
async function deposit(page: Page, amount: string): Promise<void> {
  const { channels } = await call<{ channels: { code: string; kind: string }[] }>(
    page,
    'GET',
    '/wps/v2/deposits/channels',
  );
  const instant = channels.find((c) => c.kind === 'instant');
  if (!instant) throw new Error('no instant deposit channel');
  await call(page, 'POST', '/wps/v2/deposits', {
    channel: instant.code,
    amount,
    idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
  });
}

const balance = async (page: Page) =>
  (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance')).sumBalance;

/** The slot lobby's vendor strip. */
const vendorStrip = (page: Page) =>
  page.getByRole('region', { name: 'Slot games' }).getByRole('region', { name: 'Vendors' });

/** Choose "All vendors" in the slot lobby (it opens on its first vendor): the whole catalogue. */
async function allVendors(page: Page): Promise<void> {
  await vendorStrip(page)
    .getByRole('button', { name: /^All vendors/ })
    .click();
  await expect(page.getByText('10,000 games')).toBeVisible();
}

test('R4.24 R2.58 R5.15 R5.16 R4.16 a new player opens the slots on the first vendor, browses them all, filters, searches and keeps a favourite', async ({
  page,
  consoleErrors,
}) => {
  await register(page, 'aurora');
  await page.goto(`${origin('aurora')}/rng`);
  // The lobby's current game is the platform's first slot vendor, its games listed.
  const { lanes } = await platformAnswer<{
    lanes: { gameCategory: string; vendors: { title: string; gameCount: number }[] }[];
  }>(page, '/lgw/games/game_menus?language=EN', 'games');
  const firstVendor = lanes.find((l) => l.gameCategory === 'RNG')?.vendors[0];
  expect(firstVendor).toBeDefined();
  await expect(
    vendorStrip(page).getByRole('button', { name: new RegExp(`^${firstVendor?.title}`) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('region', { name: 'Slot games' })
      .locator('p')
      .getByText(`${firstVendor?.gameCount.toLocaleString('en')} games`, { exact: true }),
  ).toBeVisible();
  await allVendors(page);
  const lobby = page.getByRole('region', { name: 'Slot games' });
  // Minimum bet and classification: one at a time.
  await lobby.getByRole('group', { name: 'Minimum bet' }).getByRole('button', { name: '0.05' }).click();
  await expect(
    lobby.getByRole('group', { name: 'Minimum bet' }).getByRole('button', { name: '0.05' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await lobby.getByRole('group', { name: 'Classification' }).getByRole('button', { name: 'Jackpot' }).click();
  await expect(
    lobby.getByRole('group', { name: 'Minimum bet' }).getByRole('button', { name: 'Any bet' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Search by name, once the typing stops.
  await lobby.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
  await expect(lobby.getByRole('article').first()).toHaveAccessibleName(/dragon/i);
  const names = await lobby
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => /dragon/i.test(n))).toBe(true);
  // Keep the first as a favourite, then find it in the favourites mode.
  const first = names[0] as string;
  await lobby.getByRole('button', { name: `Add ${first} to favourites` }).click();
  await expect(lobby.getByRole('button', { name: `Remove ${first} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await lobby.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Favourites' }).click();
  await expect(lobby.getByRole('article', { name: first })).toBeVisible();
  await expect(lobby.getByRole('article')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('R2.14 R4.18 R7.35 a new player launches the house slot, plays rounds, and finds them in the records', async ({
  page,
  consoleErrors,
}) => {
  await register(page, 'aurora');
  await deposit(page, '100.00');
  const before = await balance(page);
  expect(before).toBe(100_00);
  await page.goto(`${origin('aurora')}/rng?page=TSR`);
  const lobby = page.getByRole('region', { name: 'Slot games' });
  await expect(page.getByText('24 games', { exact: true }).first()).toBeVisible();
  const game = lobby.getByRole('article').first();
  const name = (await game.getAttribute('aria-label')) as string;
  await game.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/game\?gameType=RNG&vassalage=TSR&nodeId=\d+/);
  const slot = page.frameLocator(`iframe[title="${name}"]`);
  await expect(slot.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(slot.locator('#balance')).toHaveText('$100.00');
  // The WILD symbol's label sits wholly inside its star (every corner of the text's box).
  const labelInside = await slot.locator('body').evaluate(async () => {
    const script = document.querySelector<HTMLScriptElement>('script[src*="slot"]');
    const { symbolSvg } = (await import(new URL('slot-symbols.js', script?.src ?? location.href).href)) as {
      symbolSvg(symbol: string): SVGSVGElement;
    };
    const svg = symbolSvg('W');
    document.body.append(svg);
    const star = svg.querySelector('polygon') as SVGPolygonElement;
    const box = (svg.querySelector('text') as SVGTextElement).getBBox();
    const corners = [
      [box.x, box.y],
      [box.x + box.width, box.y],
      [box.x, box.y + box.height],
      [box.x + box.width, box.y + box.height],
    ];
    const inside = corners.every(([x, y]) => star.isPointInFill(new DOMPoint(x, y)));
    svg.remove();
    return inside;
  });
  expect(labelInside).toBe(true);
  await slot.locator('#stake').fill('1.00');
  for (let i = 0; i < 3; i += 1) {
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect(slot.locator('#history li')).toHaveCount(i + 1);
  }
  const after = await balance(page);
  const rounds = await call<{
    list: { stake: number; payout: number; status: string; gameName: string }[];
    total: number;
  }>(page, 'GET', '/wps/game/rounds?pageSize=20');
  expect(rounds.total).toBe(3);
  expect(rounds.list.every((r) => r.stake === 100 && r.status === 'settled' && r.gameName === name)).toBe(
    true,
  );
  const paid = rounds.list.reduce((s, r) => s + r.payout, 0);
  expect(after).toBe(before - 300 + paid);
  // The frame shows the same balance, and the header shows it once back in the lobby.
  const shown = new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(after / 100);
  await expect(slot.locator('#balance')).toHaveText(`$${shown}`);
  await page.goBack();
  await expect(page.locator('header').getByRole('button', { name: /^Balance\b/ })).toHaveText(shown);
  expect(consoleErrors).toEqual([]);
});

test('R7.36 R2.6 the lottery page shows the opened numbers and a member bets on the next draw', async ({
  page,
  consoleErrors,
}) => {
  await register(page, 'aurora');
  await deposit(page, '20.00');
  await page.goto(`${origin('aurora')}/lottery?gameCode=LT10&vendor=LOTT&playType=lo`);
  await expect(page.getByRole('button', { name: /Tessera Lotto 10-Minute/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const betting = page.frameLocator('iframe[title="Lottery betting"]');
  await expect(betting.locator('#draw-no')).toHaveText(/^\d{8}-\d{4}$/);
  await expect(betting.locator('#play-type')).toHaveValue('lo');
  await betting.locator('#pick').fill('42');
  await betting.locator('#stake').fill('2.00');
  await betting.getByRole('button', { name: 'Place bet' }).click();
  await expect(betting.locator('#message')).toContainText('42');
  await expect(betting.locator('#my-bets li')).toHaveCount(1);
  expect(await balance(page)).toBe(18_00);
  expect(consoleErrors).toEqual([]);
});

test('R2.58 a member scrolls the 10,000 slots on a phone: pages arrive as the last rows come near, and rows far above leave the page', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, 'aurora');
  await page.goto(`${origin('aurora')}/rng`);
  await allVendors(page);
  const rows = () =>
    page
      .getByRole('region', { name: 'Slot games' })
      .getByRole('list')
      .evaluate((list) => [...list.children].map((row) => Number(row.getAttribute('data-index'))));
  // Two tiles a row: past four pages of 21 (42 rows) the grid draws only rows near the window.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 3000);
        return Math.max(...(await rows()));
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(60);
  const drawn = await rows();
  expect(drawn.length).toBeLessThan(30);
  expect(Math.min(...drawn)).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});
