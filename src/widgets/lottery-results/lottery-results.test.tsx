import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOpenedNumbers } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import LotteryResults from './lottery-results';

describe('lottery-results widget', () => {
  it('shows each offered game’s latest special prize, earlier specials and a link to bet, asking for 100 draws', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<LotteryResults games={4} history={3} refreshSeconds={30} />, { api });
    const list = await screen.findByRole('list', { name: 'Lottery results' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    const vn5 = within(list).getByRole('article', { name: 'Vietnam 5-Minute' });
    expect(within(vn5).getByRole('list', { name: /^Special prize \d{5}$/ })).toBeInTheDocument();
    expect(within(vn5).getByRole('link', { name: 'Bet on the next draw' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=VN5&vendor=TCG_LOTTO_VN',
    );
    expect(api.calls.find((c) => c.id === 'lottery.opened')?.input).toEqual({ count: 100 });
  });

  it('says so when nothing was drawn yet, and when the call fails', async () => {
    const { unmount } = await renderWidget(<LotteryResults games={4} history={3} refreshSeconds={30} />, {
      api: withDemoGames(createFakeApiClient()).on(getOpenedNumbers, () => ({ list: [] })),
    });
    expect(await screen.findByText(/No draw has been drawn yet/)).toBeInTheDocument();
    unmount();
    await renderWidget(<LotteryResults games={4} history={3} refreshSeconds={30} />, {
      api: withDemoGames(createFakeApiClient()).fail(getOpenedNumbers, 'UNAVAILABLE', 'down'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The lottery results could not be loaded.');
  });
});
