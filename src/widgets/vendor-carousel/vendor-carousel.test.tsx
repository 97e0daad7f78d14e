import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import VendorCarousel from './vendor-carousel';

describe('vendor-carousel widget', () => {
  it('R9.9 shows 10 per view with a 10 px gap and steps every 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderWidget(<VendorCarousel gameType="RNG" perView={10} gap={10} speed={3000} />, {
        api: withDemoGames(createFakeApiClient()),
      });
      const region = await screen.findByRole('region', { name: 'Game vendors' });
      expect(region.style.getPropertyValue('--view')).toBe('10');
      expect(region.style.getPropertyValue('--gap')).toBe('10px');
      expect(region.style.getPropertyValue('--index')).toBe('0');
      expect(within(region).getAllByRole('button')).toHaveLength(15);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(region.style.getPropertyValue('--index')).toBe('1');
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(region.style.getPropertyValue('--index')).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sizes each vendor logo (160 x 80) and loads it lazily: the strip sits below the fold', async () => {
    await renderWidget(<VendorCarousel gameType="RNG" perView={10} gap={10} speed={3000} />, {
      api: withDemoGames(createFakeApiClient()),
    });
    const region = await screen.findByRole('region', { name: 'Game vendors' });
    const logos = Array.from(region.querySelectorAll('img'));
    expect(logos).toHaveLength(15);
    for (const img of logos) {
      expect(img).toHaveAttribute('width', '160');
      expect(img).toHaveAttribute('height', '80');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
    }
  });

  it('renders nothing when the vendors cannot be loaded', async () => {
    const { container } = await renderWidget(
      <VendorCarousel gameType="all" perView={10} gap={10} speed={3000} />,
      {
        api: createFakeApiClient(),
      },
    );
    await vi.waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
