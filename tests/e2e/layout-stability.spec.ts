import fs from 'node:fs';
import path from 'node:path';
import { origin } from './accounts-support';
import { expect, test } from './support';

/** Lighthouse's "good" is 0.1; the portal's target (issue of weight and speed) is 0.02. */
const MAX_LAYOUT_SHIFT = 0.02;

const dir = path.resolve('whitelabels');
const codes = fs.readdirSync(dir).filter((code) => fs.existsSync(path.join(dir, code, 'site.json')));

/**
 * Every layout shift of the page from its first byte, as the browser reports it (the sum of
 * those not caused by the visitor's own input is the page's CLS), with what moved. Installed
 * as source text: it runs before any script of the page.
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      window.__shifts.push({
        value: e.value,
        input: e.hadRecentInput,
        moved: (e.sources || []).map(function (s) {
          var n = s.node;
          return n ? (n.nodeName + '.' + String(n.className || '')).slice(0, 60) : '(gone)';
        }),
      });
    });
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  input: boolean;
  moved: string[];
}

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const code of codes)
  for (const viewport of viewports)
    test(`${code} home, ${viewport.name}: nothing moves while the page loads (layout shift at most ${MAX_LAYOUT_SHIFT})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript({ content: RECORD_SHIFTS });
      await page.goto(`${origin(code)}/`, { waitUntil: 'networkidle' });
      // Loaded: the header, the jackpot counter and the games below it are drawn.
      await expect(page.getByTestId('header-row-main')).toBeVisible();
      await expect(page.getByTestId('jackpot-amount')).toHaveAttribute('data-value', /\d/);
      await expect(page.locator('main li').first()).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const counted = shifts.filter((s) => !s.input);
      const total = counted.reduce((sum, s) => sum + s.value, 0);
      expect(total, `shifts: ${JSON.stringify(counted)}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      expect(consoleErrors).toEqual([]);
    });
