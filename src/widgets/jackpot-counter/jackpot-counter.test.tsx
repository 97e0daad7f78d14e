import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { renderWidget } from '../../../tests/support/render-widget';
import JackpotCounter from './jackpot-counter';

afterEach(() => vi.useRealTimers());

describe('jackpot-counter widget', () => {
  it('R1.17 starts from the settings and rises by 165.11 every 3 seconds, in money format', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const site = loadWhitelabelSite('aurora');
    await renderWidget(<JackpotCounter variant="banner" />, { site });
    const amount = screen.getByTestId('jackpot-amount');
    const start = Math.round(site.settings.jackpot.start * 100);
    expect(Number(amount.dataset.value)).toBe(start);
    act(() => vi.advanceTimersByTime(2999));
    expect(Number(amount.dataset.value)).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(Number(amount.dataset.value)).toBe(start + 16511);
    act(() => vi.advanceTimersByTime(3000 * 9));
    expect(Number(amount.dataset.value)).toBe(start + 10 * 16511);
    expect(screen.getByText('Progressive jackpot')).toBeInTheDocument();
  });

  it('R1.17 shows 2 decimals and thousands separators with the currency symbol', async () => {
    const site = loadWhitelabelSite('aurora');
    const still = {
      ...site,
      settings: { ...site.settings, jackpot: { start: 8214559.37, step: 165.11, everyMs: 600_000 } },
    };
    await renderWidget(<JackpotCounter variant="compact" label={{ EN: 'Mega jackpot' }} />, { site: still });
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('$8,214,559.37');
    expect(screen.getByRole('region', { name: 'Mega jackpot' })).toBeInTheDocument();
  });
});
