import { expect as baseExpect, type FrameLocator, type Page } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { depositInstantly, moveMoneyToTable } from './player-support';
import { test } from './support';

/**
 * The house sports book as a player meets it in Chromium against the platform: from the sports
 * lobby into a book's frame, a price picked on a fixture, a bet placed, the balance and "my
 * bets" as the platform answered, and the bet settled at kick-off with a result the page
 * recomputes from the revealed seed.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
// A fixture kicks off every two minutes: the settled bet can take that long to arrive.
test.describe.configure({ timeout: 330_000 });

interface Fixture {
  fixtureNo: string;
  kickOffAt: string;
  home: string;
  away: string;
}
interface Bet {
  betId: string;
  fixture: Fixture;
  market: string;
  selection: string;
  odds: number;
  stake: number;
  status: 'open' | 'settled';
  payout: number;
}

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

/** Launch a book from a lobby's vendor row; answers the book's frame and the wallet it plays from. */
async function openBook(
  page: Page,
  lobby: string,
  title: string,
): Promise<{ book: FrameLocator; wallet: string }> {
  await page.goto(`${origin('aurora')}${lobby}`);
  const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launch'));
  await page
    .getByRole('main')
    .first()
    .getByRole('region', { name: 'Vendors' })
    .getByRole('group', { name: title })
    .getByRole('button')
    .first()
    .click();
  const { wallet } = ((await (await launched).json()) as { value: { wallet: string } }).value;
  const book = page.frameLocator(`iframe[title="${title}"]`);
  await expect(book.locator('#app')).toHaveAttribute('aria-busy', 'false');
  return { book, wallet };
}

test('a member bets on a house sports book from /sports: the fixture’s price, the balance and my bets as the platform answered, then the result at kick-off', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughForm(page, { merchant: 'aurora', prefix: 'spb', password: 'Secret123!' });
  await depositInstantly(page, '100.00');
  const { book, wallet } = await openBook(page, '/sports', 'Sportsbook One');
  await expect(book.getByRole('heading', { level: 1 })).toHaveText('Sportsbook One');
  await expect(book.locator('#balance')).toHaveText('$0.00');
  await moveMoneyToTable(page, wallet, '50.00');
  await expect(book.locator('#balance')).toHaveText('$50.00');
  await expect(book.getByText(/Virtual football: a match kicks off every 2 minutes/)).toBeVisible();

  // Four fixtures open, each with its two markets; the first to kick off is bet on, unless it is
  // about to (then the next).
  const fixtures = book.getByRole('region', { name: 'Matches' }).getByRole('listitem');
  await expect(fixtures).toHaveCount(4);
  const board = await frameGet<{ fixtures: (Fixture & { status: string })[] }>(
    book,
    '/house/api/sports/board',
  );
  const open = board.fixtures.filter((f) => f.status === 'open');
  const target = Date.parse(open[0]!.kickOffAt) - Date.now() > 15_000 ? open[0]! : open[1]!;
  const fixture = book.locator(`[data-fixture="${target.fixtureNo}"]`);
  await expect(fixture.getByRole('heading', { level: 3 })).toHaveText(`${target.home} v ${target.away}`);
  const result = fixture.getByRole('group', { name: `Match result · ${target.home} v ${target.away}` });
  await expect(result.getByRole('button')).toHaveCount(3);
  const home = result.getByRole('button').first();
  const price = Number(await home.locator('strong').innerText());
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  await expect(book.locator('#slip-pick')).toHaveText(
    `${target.home} v ${target.away} · Match result: ${target.home} @ ${price.toFixed(2)}`,
  );
  await book.getByLabel('Stake').fill('5.00');
  await expect(book.locator('#slip-return')).toHaveText(money(Math.floor(500 * price)));

  const placed = page.waitForResponse((r) => r.url().includes('/house/api/sports/bet'));
  const listed = page.waitForResponse((r) => r.url().includes('/house/api/sports/bets'));
  await book.getByRole('button', { name: 'Place bet' }).click();
  const answer = ((await (await placed).json()) as { value: { bet: Bet; balance: number } }).value;
  expect(answer.bet).toMatchObject({
    market: '1x2',
    selection: 'home',
    stake: 5_00,
    odds: Math.round(price * 100),
    status: 'open',
  });
  expect(answer.balance).toBe(45_00);
  await expect(book.locator('#balance')).toHaveText(money(answer.balance));
  await expect(book.locator('#message')).toHaveText('Bet placed: $5.00');
  const mine = ((await (await listed).json()) as { value: { list: Bet[] } }).value.list;
  expect(mine.map((b) => b.betId)).toEqual([answer.bet.betId]);
  const line = book.locator(`[data-bet="${answer.bet.betId}"]`);
  await expect(line).toContainText(`Match result: ${target.home} @ ${price.toFixed(2)}`);
  await expect(line).toContainText('$5.00');

  // At kick-off the platform plays the fixture and settles the bet; the page shows it.
  await expect(line.locator('.pay')).toHaveText(/^(Won \$\d+\.\d\d|Lost)$/, {
    timeout: Date.parse(target.kickOffAt) - Date.now() + 30_000,
  });
  const settled = await frameGet<{
    list: (Bet & { fixture: Fixture & { result: { home: number; away: number } } })[];
    balance: number;
  }>(book, '/house/api/sports/bets', '&count=5');
  const bet = settled.list[0]!;
  expect(bet.status).toBe('settled');
  const { home: h, away: a } = bet.fixture.result;
  expect(bet.payout).toBe(h > a ? Math.floor(500 * price) : 0);
  await expect(line.locator('.pay')).toHaveText(bet.payout > 0 ? `Won ${money(bet.payout)}` : 'Lost');
  await expect(line.locator('.score')).toHaveText(`${target.home} ${h}–${a} ${target.away}`);
  await expect(book.locator('#balance')).toHaveText(money(settled.balance));
  expect(settled.balance).toBe(45_00 + bet.payout);

  // Its result is in the latest results; the page recomputes it from the revealed seed.
  const played = book
    .getByRole('region', { name: 'Latest results' })
    .getByRole('listitem')
    .filter({ hasText: `${target.home} ${h}–${a} ${target.away}` });
  await played.getByRole('button', { name: 'Check' }).click();
  await expect(book.locator('#verify-out')).toHaveClass(/\bok\b/);
  await expect(book.locator('#verify-out')).toContainText(
    `the seed matches the hash shown before kick-off · score recomputed from the seed: ${h}–${a}`,
  );
  expect(consoleErrors).toEqual([]);
});

test('an esports book from /esports plays best of three; on a phone the slip is at hand and a bet is placed from the keyboard', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughForm(page, { merchant: 'aurora', prefix: 'spe', password: 'Secret123!' });
  await depositInstantly(page, '100.00');
  const { book, wallet } = await openBook(page, '/esports', 'AV Esports');
  await moveMoneyToTable(page, wallet, '20.00');
  await expect(book.locator('#balance')).toHaveText('$20.00');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(book.getByText(/Virtual esports, best of three maps/)).toBeVisible();
  const second = book.getByRole('region', { name: 'Matches' }).getByRole('listitem').nth(1);
  await expect(second.getByRole('group', { name: /^Match winner · / }).getByRole('button')).toHaveCount(2);
  const over = second
    .getByRole('group', { name: /^Maps over\/under 2\.5 · / })
    .getByRole('button', { name: /^Over 2\.5/ });
  // Nothing is wider than the phone.
  expect(await book.locator('body').evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);

  // From the keyboard: the price, then the stake, then Enter places the bet.
  await over.focus();
  await page.keyboard.press('Enter');
  await expect(over).toHaveAttribute('aria-pressed', 'true');
  await expect(over).toBeFocused();
  await book.getByLabel('Stake').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2.00');
  const placed = page.waitForResponse((r) => r.url().includes('/house/api/sports/bet'));
  await page.keyboard.press('Enter');
  const answer = ((await (await placed).json()) as { value: { bet: Bet; balance: number } }).value;
  expect(answer.bet).toMatchObject({ market: 'maps25', selection: 'over', stake: 2_00 });
  await expect(book.locator('#balance')).toHaveText(money(answer.balance));
  expect(answer.balance).toBe(18_00);
  // The confirmation is on screen (the frame reaches below a phone's screen) and announced.
  const confirmation = book.getByRole('status').filter({ hasText: 'Bet placed: $2.00' });
  await expect(confirmation).toHaveId('message');
  await expect(confirmation).toBeInViewport({ ratio: 1 });
  // The slip stays on screen while the matches scroll under it.
  await expect(book.getByRole('button', { name: 'Place bet' })).toBeInViewport();
  await expect(book.locator(`[data-bet="${answer.bet.betId}"]`)).toContainText(
    'Maps over/under 2.5: Over 2.5',
  );
  expect(consoleErrors).toEqual([]);
});

/** Ask the platform what the book's page asks, from inside its frame, with its ticket. */
function frameGet<T>(book: FrameLocator, path: string, extra = ''): Promise<T> {
  return book.locator('body').evaluate(
    async (_, [p, q]) => {
      const ticket = new URLSearchParams(location.search).get('ticket') ?? '';
      const res = await fetch(`${p}?ticket=${ticket}${q}`, { headers: { 'x-module': 'house' } });
      return ((await res.json()) as { value: unknown }).value;
    },
    [path, extra] as const,
  ) as Promise<T>;
}
