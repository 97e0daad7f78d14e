import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJackpotPool } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import JackpotCounter from './jackpot-counter';

afterEach(() => vi.useRealTimers());

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

/** A platform whose pool started `agoMs` before its clock, which runs `skewMs` ahead of the browser's. */
function platformPool(startMinor: number, agoMs: number, skewMs = 0) {
  return createFakeApiClient().on(getJackpotPool, () => ({
    startMinor,
    startedAt: NOW + skewMs - agoMs,
    stepMinor: 16511,
    everyMs: 3000,
    now: Date.now() + skewMs,
  }));
}

describe('jackpot-counter widget', () => {
  it('R1.17 shows the platform’s pool as of now and rises by 165.11 at each 3-second tick of the pool', async () => {
    vi.useFakeTimers({ now: NOW });
    const site = loadWhitelabelSite('aurora');
    // Started 10.5 ticks ago, by a platform clock 40 s ahead of this browser's.
    await renderWidget(<JackpotCounter variant="banner" />, {
      site,
      api: platformPool(100_000_00, 31_500, 40_000),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const amount = screen.getByTestId('jackpot-amount');
    expect(Number(amount.dataset.value)).toBe(100_000_00 + 10 * 16511);
    // The next tick of the pool is 1.5 s away, not 3 s from when the page opened.
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(Number(amount.dataset.value)).toBe(100_000_00 + 10 * 16511);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(Number(amount.dataset.value)).toBe(100_000_00 + 11 * 16511);
    await act(() => vi.advanceTimersByTimeAsync(3000 * 9));
    expect(Number(amount.dataset.value)).toBe(100_000_00 + 20 * 16511);
    expect(screen.getByText('Progressive jackpot')).toBeInTheDocument();
  });

  it('R1.17 shows 2 decimals and thousands separators with the currency symbol', async () => {
    vi.useFakeTimers({ now: NOW });
    const site = loadWhitelabelSite('aurora');
    await renderWidget(<JackpotCounter variant="compact" label={{ EN: 'Mega jackpot' }} />, {
      site,
      api: platformPool(821_455_937, 2000),
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('$8,214,559.37');
    expect(screen.getByRole('region', { name: 'Mega jackpot' })).toBeInTheDocument();
  });

  it('keeps the figure’s place while the pool loads, and asks again when it could not load', async () => {
    vi.useFakeTimers({ now: NOW });
    const site = loadWhitelabelSite('aurora');
    let fail = true;
    const api = createFakeApiClient().on(getJackpotPool, () => {
      if (fail) throw new Error('offline');
      return {
        startMinor: 5_000_00,
        startedAt: Date.now(),
        stepMinor: 16511,
        everyMs: 3000,
        now: Date.now(),
      };
    });
    await renderWidget(<JackpotCounter variant="banner" />, { site, api });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const amount = screen.getByTestId('jackpot-amount');
    expect(amount).toHaveAttribute('aria-busy', 'true');
    expect(amount.dataset.value).toBeUndefined();
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(amount).not.toHaveAttribute('aria-busy');
    expect(amount).toHaveTextContent('$5,000.00');
  });
});
