import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { origin } from './accounts-support';
import { test } from './support';

/**
 * The header's nav and the lobbies' vendor rows as a player uses them with a mouse, in
 * Chromium against the real platform, on every whitelabel.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const MERCHANTS = ['aurora', 'jade', 'lumen'] as const;

/** Whether an element shows whole inside its scrolling row (and the window). */
const inView = (el: Element): boolean => {
  const box = el.getBoundingClientRect();
  let parent = el.parentElement;
  while (parent && getComputedStyle(parent).overflowX !== 'auto') parent = parent.parentElement;
  const row = (parent ?? document.documentElement).getBoundingClientRect();
  return box.left >= row.left - 1 && box.right <= row.right + 1 && box.right <= window.innerWidth + 1;
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The nav entry (link and disclosure) of an item, by its visible label. */
const navItem = (page: Page, label: string) =>
  nav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: label, exact: true }) });
const panel = (page: Page, label: string) => page.getByRole('region', { name: `${label} providers` });

/**
 * Rest the pointer on a nav item until its hover panel shows. Content that loads late above
 * the nav can move the item from under a resting pointer, so the rest starts again then.
 */
async function openPanel(page: Page, label: string): Promise<Locator> {
  await expect(async () => {
    // From outside the nav, so the pointer enters the item afresh.
    await page.mouse.move(640, 820);
    await navItem(page, label).getByRole('link').hover();
    await expect(panel(page, label)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return panel(page, label);
}

/**
 * A panel that closed stays closed: the nav opens panels after a short rest of the pointer,
 * so give any open that was already on its way time to happen before looking again.
 */
async function expectStaysClosed(page: Page, label: string): Promise<void> {
  await expect(panel(page, label)).toHaveCount(0);
  await page.waitForTimeout(600);
  await expect(panel(page, label)).toHaveCount(0);
}

for (const merchant of MERCHANTS) {
  test(`${merchant}: on /lottery exactly one lottery item is current, the one of the prize mode shown`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin(merchant)}/lottery`);
    const current = nav(page).locator('[aria-current="page"]');
    await expect(page.getByRole('group', { name: 'Lottery games' })).toBeVisible();
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName('Lottery');
    const modes = page.getByRole('group', { name: 'Prize mode' });
    if (merchant !== 'jade') {
      // Both kinds on offer: the nav follows the mode the lobby shows.
      await modes.getByRole('button', { name: 'E-lottery', exact: true }).click();
      await expect(modes.getByRole('button', { name: 'E-lottery', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName('E-lottery');
      await modes.getByRole('button', { name: 'Lottery', exact: true }).click();
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName('Lottery');
    }
    expect(consoleErrors).toEqual([]);
  });

  test(`${merchant}: a hover panel closes after a choice, on Escape and when the pointer leaves`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin(merchant)}/`);
    await openPanel(page, 'Slots');
    // Escape while the pointer rests on the panel (focus is still on the page).
    await page.keyboard.press('Escape');
    await expectStaysClosed(page, 'Slots');
    // The pointer leaves for the page below.
    await openPanel(page, 'Slots');
    await page.mouse.move(640, 820, { steps: 4 });
    await expectStaysClosed(page, 'Slots');
    // A vendor chosen in the panel.
    const slots = await openPanel(page, 'Slots');
    await slots.getByRole('button', { name: /Spinix/ }).click();
    await expect(page).toHaveURL(/\/rng\?page=SPX$/);
    await expectStaysClosed(page, 'Slots');
    // The item's own link, on the page it leads to: the panel must not stay over it.
    await openPanel(page, 'Slots');
    await navItem(page, 'Slots').getByRole('link').click();
    await expect(page).toHaveURL(/\/rng$/);
    await expectStaysClosed(page, 'Slots');
    // A quick click that does not wait for the panel.
    await page.mouse.move(640, 820);
    await navItem(page, 'Live casino').getByRole('link').click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible();
    await expectStaysClosed(page, 'Live casino');
    expect(consoleErrors).toEqual([]);
  });

  test(`${merchant}: R2.56 the Slots hover menu shows 11 of its 15 vendors and a More button to the rest`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin(merchant)}/`);
    const slots = await openPanel(page, 'Slots');
    await expect(slots.locator('li:has(img)')).toHaveCount(11);
    await expect(slots.getByRole('button', { name: 'Tessera Originals' })).toBeVisible();
    await expect(slots.getByRole('button', { name: 'Amber Reels' })).toHaveCount(0);
    // Nine live vendors: under the cap, no More.
    const live = await openPanel(page, 'Live casino');
    await expect(live.locator('li:has(img)')).toHaveCount(9);
    await expect(live.getByRole('button', { name: 'More' })).toHaveCount(0);
    await (await openPanel(page, 'Slots')).getByRole('button', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expectStaysClosed(page, 'Slots');
    const vendors = page.getByRole('region', { name: 'Slot games' }).getByRole('region', { name: 'Vendors' });
    // All vendors, then each of the fifteen.
    await expect(vendors.getByRole('button')).toHaveCount(1 + 15 + 2);
    await expect(vendors.getByRole('button', { name: /^Amber Reels/ })).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });

  test(`${merchant}: every vendor label in the hover panels is whole, in its tile and in its logo`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin(merchant)}/`);
    await expect(nav(page).getByRole('button', { name: 'Slots providers' })).toBeVisible();
    const labels = await nav(page)
      .getByRole('button', { name: / providers$/ })
      .evaluateAll((els) => els.map((e) => (e.getAttribute('aria-label') ?? '').replace(/ providers$/, '')));
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) {
      const p = await openPanel(page, label);
      await expect(p.getByRole('listitem').first()).toBeVisible();
      // Names wrap inside their tile instead of being cut.
      const cut = await p
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.flatMap((li) =>
            [...li.querySelectorAll('span')]
              .filter((s) => s.scrollWidth > s.clientWidth + 1 || s.scrollHeight > s.clientHeight + 1)
              .map((s) => s.textContent ?? ''),
          ),
        );
      expect(cut, label).toEqual([]);
      // The code drawn in each logo fits inside the logo.
      const icons = await p
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      const overflowing = await page.evaluate(async (srcs) => {
        const out: string[] = [];
        for (const src of srcs) {
          const markup = await (await fetch(src)).text();
          const holder = document.createElement('div');
          holder.style.cssText = 'position:absolute;left:-9999px;top:0';
          holder.innerHTML = markup;
          document.body.append(holder);
          const svg = holder.querySelector('svg') as SVGSVGElement;
          const width = svg.viewBox.baseVal.width;
          for (const text of svg.querySelectorAll('text')) {
            const box = text.getBBox();
            if (box.x < 0 || box.x + box.width > width) out.push(`${src}: ${text.textContent ?? ''}`);
          }
          holder.remove();
        }
        return out;
      }, icons);
      expect(overflowing, label).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [1280, 390]) {
    test(`${merchant} at ${width} px: the nine live vendors scroll in one row with arrows`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin(merchant)}/live`);
      const strip = page.getByRole('region', { name: 'Vendors' });
      const tiles = strip.getByRole('button', { name: /Live/ });
      await expect(tiles).toHaveCount(9);
      // One row: every tile on the first tile's line.
      const tops = await tiles.evaluateAll((els) =>
        els.map((e) => Math.round(e.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      // The strip's scrolling row.
      const scrolled = () =>
        strip.evaluate(
          (el) =>
            [...el.querySelectorAll<HTMLElement>('*')].find((e) => getComputedStyle(e).overflowX === 'auto')
              ?.scrollLeft ?? -1,
        );
      expect(await scrolled()).toBe(0);
      await strip.getByRole('button', { name: 'Next' }).click();
      await expect.poll(scrolled).toBeGreaterThan(0);
      // Next, as often as it takes, brings the last vendor into view.
      await expect(async () => {
        if (!(await tiles.last().evaluate(inView))) await strip.getByRole('button', { name: 'Next' }).click();
        expect(await tiles.last().evaluate(inView)).toBe(true);
      }).toPass();
      const end = await scrolled();
      await strip.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(scrolled).toBeLessThan(end);
      expect(consoleErrors).toEqual([]);
    });
  }
}
