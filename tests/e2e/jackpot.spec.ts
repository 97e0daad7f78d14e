import { type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { ops } from './ops';
import { dismissPopupNotices, expect, platformAnswer, test } from './support';

test.describe.configure({ timeout: 90_000 });
// The counter as most visitors see it, counting up between ticks; the second test asks for less motion.
test.use({ reducedMotion: 'no-preference' });

interface Pool {
  startMinor: number;
  startedAt: number;
  stepMinor: number;
  everyMs: number;
  now: number;
}

/** The pool as the platform answers the page's own origin (the merchant's host). */
async function platformPool(page: Page): Promise<Pool> {
  return platformAnswer<Pool>(page, '/wps/system/jackpot', 'system');
}

const valueAt = (p: Pool, t: number) =>
  p.startMinor + Math.floor((t - p.startedAt) / p.everyMs) * p.stepMinor;
const shown = async (page: Page) =>
  Number(await page.getByTestId('jackpot-amount').getAttribute('data-value'));

test('R1.17 the jackpot shows the platform’s pool: every visitor, whenever they come, sees the same figure rising 165.11 every 3 s', async ({
  browser,
  page,
  consoleErrors,
}) => {
  // Operators start the pool again (a jackpot was won): the figure comes from there, not the site's start.
  await ops(page.request, 'jackpot', 'reset', 'aurora', '--start', '4321000.00');
  await page.goto(`${origin('aurora')}/`);
  const amount = page.getByTestId('jackpot-amount');
  await expect(amount).toHaveText(/^\$4,321,\d{3}\.\d{2}$/);

  // A second visitor, in a browser of their own, a few seconds later.
  await page.waitForTimeout(4000);
  const other = await (await browser.newContext()).newPage();
  await dismissPopupNotices(other);
  await other.goto(`${origin('aurora')}/`);
  await expect(other.getByTestId('jackpot-amount')).toHaveAttribute('data-value', /\d/);

  await expect(async () => {
    const pool = await platformPool(page);
    const [a, b] = [await shown(page), await shown(other)];
    const expected = valueAt(pool, pool.now);
    // Read a few ms apart, the two may straddle one tick, never more.
    expect(a).toBe(b);
    expect([expected - pool.stepMinor, expected]).toContain(a);
  }).toPass({ timeout: 15_000, intervals: [300] });
  const pool = await platformPool(page);
  expect(pool.startMinor).toBe(432_100_000);
  expect(pool.stepMinor).toBe(16511);
  expect(pool.everyMs).toBe(3000);

  // The next tick adds exactly 165.11.
  const before = await shown(page);
  await expect.poll(() => shown(page), { timeout: 8_000 }).toBe(before + 16511);
  await other.context().close();
  expect(consoleErrors).toEqual([]);
});

test('R1.17 the jackpot counts without moving the page: its box keeps its size and each tick writes only its figure', async ({
  browser,
}) => {
  // Under reduced motion the figure jumps: one write per tick, which the test can count.
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await dismissPopupNotices(page);
  await page.goto(`${origin('jade')}/`);
  const amount = page.getByTestId('jackpot-amount');
  await expect(amount).toHaveAttribute('data-value', /\d/);

  const seen = await amount.evaluate(async (el) => {
    const section = el.closest('section') as HTMLElement;
    const next = section.nextElementSibling as HTMLElement | null;
    const figure = el.lastElementChild as HTMLElement;
    const changes: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records) {
        const target = r.target.nodeType === Node.TEXT_NODE ? r.target.parentElement : (r.target as Element);
        const what =
          r.type === 'attributes'
            ? `${r.attributeName} of ${(target as HTMLElement).dataset.testid}`
            : r.type;
        changes.push(target === figure ? 'figure' : what);
      }
    });
    watch.observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
    const boxes = new Set<string>();
    const end = performance.now() + 6_500;
    while (performance.now() < end) {
      const s = section.getBoundingClientRect();
      const f = figure.getBoundingClientRect();
      // Where what follows sits relative to the counter: content above that loads late
      // moves both together, which is not the counter's doing.
      const after = (next?.getBoundingClientRect().top ?? s.bottom) - s.top;
      boxes.add(`${s.width}x${s.height} ${f.width}x${f.height} ${after}`);
      await new Promise((r) => requestAnimationFrame(r));
    }
    watch.disconnect();
    return { boxes: [...boxes], changes };
  });
  // Two ticks went by; neither moved the box, the figure's box or what follows it.
  expect(seen.boxes).toHaveLength(1);
  const tickWrites = seen.changes.filter((c) => c === 'figure');
  expect(tickWrites.length).toBeGreaterThanOrEqual(2);
  expect(tickWrites.length).toBeLessThanOrEqual(3 * 2);
  // Besides the figure's text and the tick's data-value, nothing in the counter changed.
  expect(seen.changes.filter((c) => c !== 'figure' && c !== 'data-value of jackpot-amount')).toEqual([]);
  await context.close();
});
