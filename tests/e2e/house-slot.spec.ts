import { expect as baseExpect, type FrameLocator, type Page } from '@playwright/test';
import { origin, registerThroughForm } from './accounts-support';
import { test } from './support';

/**
 * The house slot as a player sees it, in Chromium against the real platform: the reels spin
 * and stop one after another on the symbols of the platform's answer, the winning lines are
 * drawn over the winning symbols and the amount won counts up to the platform's payout; with
 * reduced motion the same result shows without the spin. A spin a play limit refuses is
 * explained in the portal's words, not the platform's English.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Secret123!';
/** At two in three spins winning, 40 spins without a win happen once in 10^19. */
const MAX_SPINS = 40;

interface SpinAnswer {
  payout: number;
  balance: number;
  grid: string[][];
  wins: { line: number; symbol: string; count: number; pay: number }[];
}

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

/** A new player with 100.00 opens the first Tessera Originals slot. */
async function openSlot(page: Page): Promise<FrameLocator> {
  await registerThroughForm(page, { merchant: 'aurora', prefix: 'reel', password: PASSWORD });
  await deposit(page, '100.00');
  await page.goto(`${origin('aurora')}/rng?page=TSR`);
  const game = page.getByRole('region', { name: 'Slot games' }).getByRole('article').first();
  const name = (await game.getAttribute('aria-label')) as string;
  await game.getByRole('button', { name: `Play ${name}` }).click();
  const slot = page.frameLocator(`iframe[title="${name}"]`);
  await expect(slot.locator('#balance')).toHaveText('$100.00');
  await expect(slot.locator('#reels')).toHaveAttribute('data-state', 'stopped');
  return slot;
}

/**
 * Watch one spin inside the frame: the order the reels stop in, whether anything moved,
 * and every figure the win amount showed.
 */
async function watchSpin(slot: FrameLocator): Promise<void> {
  await slot.locator('body').evaluate(() => {
    const seen = { stops: [] as number[], spun: false, amounts: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const target = r.target as HTMLElement;
        if (r.type === 'attributes' && target.classList.contains('slot-reel')) {
          if (target.dataset.state === 'spinning') seen.spun = true;
          if (target.dataset.state === 'stopped') seen.stops.push(Number(target.dataset.reel));
        }
        const amount = document.getElementById('win-amount');
        if (amount && amount.textContent && seen.amounts.at(-1) !== amount.textContent)
          seen.amounts.push(amount.textContent);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
}

const seenOf = (slot: FrameLocator) =>
  slot.locator('body').evaluate(() => {
    const seen = (window as unknown as { seen: { stops: number[]; spun: boolean; amounts: string[] } }).seen;
    return { ...seen, animations: document.getAnimations().length };
  });

/** Spin until the platform answers a win; every spin's reels must stop on its answer. */
async function spinToAWin(page: Page, slot: FrameLocator): Promise<{ answer: SpinAnswer; moved: boolean }> {
  let moved = false;
  for (let i = 0; i < MAX_SPINS; i += 1) {
    await watchSpin(slot);
    const answered = page.waitForResponse((r) => r.url().includes('/house/api/slot/spin'));
    await slot.getByRole('button', { name: 'Spin' }).click();
    const answer = ((await (await answered).json()) as { value: SpinAnswer }).value;
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect(slot.locator('#reels')).toHaveAttribute('data-state', 'stopped');
    // The symbols standing in the reels' windows are the platform's grid, reel by reel.
    const shown = await slot.locator('.slot-cell[data-row]').evaluateAll((cells) => {
      const grid: string[][] = [];
      for (const c of cells as HTMLElement[])
        (grid[Number(c.dataset.reel)] ??= [])[Number(c.dataset.row)] = c.dataset.symbol ?? '';
      return grid;
    });
    expect(shown).toEqual(answer.grid);
    const seen = await seenOf(slot);
    // Each reel stops in turn, from the left.
    expect(seen.stops.filter((r, k, all) => all.indexOf(r) === k)).toEqual([0, 1, 2, 3, 4]);
    moved ||= seen.spun;
    if (answer.payout > 0) return { answer, moved };
  }
  throw new Error(`no win in ${MAX_SPINS} spins`);
}

/** The lines drawn cover exactly the winning cells of the platform's wins. */
async function expectLinesOf(page: Page, slot: FrameLocator, answer: SpinAnswer): Promise<void> {
  const res = await page.request.get('/house/api/slot/rules', { headers: { 'x-module': 'house' } });
  const rules = (await res.json()) as { value: { paylines: number[][] } };
  const cells = new Set<string>();
  for (const w of answer.wins)
    for (let reel = 0; reel < w.count; reel += 1)
      cells.add(`${reel}:${rules.value.paylines[w.line]?.[reel]}`);
  const lit = await slot
    .locator('.slot-cell.win')
    .evaluateAll((list) => (list as HTMLElement[]).map((c) => `${c.dataset.reel}:${c.dataset.row}`));
  expect(new Set(lit)).toEqual(cells);
  const lines = await slot.locator('.slot-lines polyline').evaluateAll((list) =>
    list.map((l) => ({
      line: Number(l.getAttribute('data-line')),
      points: (l.getAttribute('points') ?? '').split(' ').filter(Boolean).length,
    })),
  );
  expect(lines.sort((a, b) => a.line - b.line)).toEqual(
    answer.wins.map((w) => ({ line: w.line, points: w.count })).sort((a, b) => a.line - b.line),
  );
}

const dollars = (minor: number) =>
  `$${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

test.describe('with motion', () => {
  // The reels spin and the amount counts up only for a player who has not asked for less motion.
  test.use({ reducedMotion: 'no-preference' });

  test('the house slot spins reels that stop in turn on the platform’s symbols, draws the winning lines and counts up to the payout', async ({
    page,
    consoleErrors,
  }) => {
    const slot = await openSlot(page);
    await slot.locator('#stake').fill('1.00');
    const { answer, moved } = await spinToAWin(page, slot);
    expect(moved).toBe(true);
    await expectLinesOf(page, slot, answer);
    // The amount counts up from zero and ends on the platform's payout.
    await expect(slot.locator('#win-amount')).toHaveText(dollars(answer.payout));
    await expect(slot.locator('#message')).toHaveText(
      `You win ${dollars(answer.payout)}${dollars(answer.payout)}`,
    );
    const seen = await seenOf(slot);
    expect(seen.amounts[0]).toBe('$0.00');
    expect(seen.amounts.at(-1)).toBe(dollars(answer.payout));
    await expect(slot.locator('#balance')).toHaveText(dollars(answer.balance));
    expect(consoleErrors).toEqual([]);
  });
});

test('with reduced motion the house slot shows the platform’s result, its lines and the final amount without spinning', async ({
  page,
  consoleErrors,
}) => {
  const slot = await openSlot(page);
  // The slot asks at each spin, so the setting holds from the first spin on.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await slot.locator('#stake').fill('1.00');
  const { answer } = await spinToAWin(page, slot);
  await expectLinesOf(page, slot, answer);
  await expect(slot.locator('#win-amount')).toHaveText(dollars(answer.payout));
  const seen = await seenOf(slot);
  // Nothing counted and nothing moved: the final amount was the only one shown.
  expect(seen.amounts).toEqual([dollars(answer.payout)]);
  expect(seen.animations).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('refusals', () => {
  test.use({ allowed: [/status of 409/] });

  test('a spin a wager limit refuses is explained in the portal’s words, naming the limit', async ({
    page,
    consoleErrors,
  }) => {
    const slot = await openSlot(page);
    await call(page, 'POST', '/wps/v2/protection/limits', { kind: 'wager', period: 'day', amount: '1' });
    await slot.locator('#stake').fill('5.00');
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.locator('#message')).toHaveText(
      /^This would pass your limit \(Wager limit, 24 hours: 1\.00\)\. It resets on .+\.$/,
    );
    await expect(slot.locator('#reels')).toHaveAttribute('data-state', 'stopped');
    await expect(slot.locator('#balance')).toHaveText('$100.00');
    void consoleErrors; // the fixture fails the test on any console error but the refused spin's 409
  });
});
