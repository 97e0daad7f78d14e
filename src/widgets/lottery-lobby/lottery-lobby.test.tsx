import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import LotteryLobby from './lottery-lobby';

describe('lottery-lobby widget', () => {
  it('R2.6 R7.36 reads gameCode, vendor and playType from the address and opens that betting view', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<LotteryLobby history={30} frameHeight={820} />, {
      api,
      session: {},
      route: '/lottery?gameCode=VN5&vendor=TCG_LOTTO_VN&playType=lo',
    });
    const frame = await screen.findByTitle('Lottery betting');
    expect(frame.getAttribute('src')).toMatch(/^\/house\/lottery\//);
    expect(api.calls.find((c) => c.id === 'games.launch-lottery')?.input).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'VN5',
      vendor: 'TCG_LOTTO_VN',
      playType: 'lo',
      lottoView: 'betting',
    });
    expect(screen.getByRole('button', { name: /Vietnam 5-Minute/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('R7.42 shows the latest opened numbers by tier and earlier draws (asked for 100)', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<LotteryLobby history={30} frameHeight={820} />, {
      api,
      session: null,
      route: '/lottery',
    });
    const result = await screen.findByRole('table', { name: /Draw / });
    expect(within(result).getAllByRole('row')).toHaveLength(8);
    expect(within(result).getAllByRole('listitem')).toHaveLength(27);
    expect(api.calls.find((c) => c.id === 'lottery.opened')?.input).toMatchObject({
      count: 100,
      gameCode: 'VN1',
    });
    expect(screen.getByText('Log in to bet on the next draw.')).toBeInTheDocument();
  });

  it('R4.22 switches prize mode to e-lottery and lists its games', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<LotteryLobby history={30} frameHeight={820} />, {
      api,
      session: null,
      route: '/lottery',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'E-lottery' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /E-Lotto 2-Minute/ })).toBeInTheDocument());
    expect(
      api.calls.some(
        (c) => c.id === 'lottery.menu' && (c.input as { prizeMode: string }).prizeMode === 'Elott',
      ),
    ).toBe(true);
  });

  it('shows a retry when the lottery cannot be loaded', async () => {
    const api = withDemoGames(createFakeApiClient()).fail(
      { id: 'lottery.menu', method: 'GET', path: '/x', token: false, encrypted: false },
      'UNAVAILABLE',
      'down',
    );
    await renderWidget(<LotteryLobby history={30} frameHeight={820} />, { api, route: '/lottery' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The lottery could not be loaded.');
  });
});
