import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getLotteryMenu } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { lotteryMenuAtom } from '../../atoms/lottery';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { memberSession, renderWidget } from '../../../tests/support/render-widget';
import { popupOpenAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import LotteryLobby from './lottery-lobby';

/** The names of the lottery game cards, in the order shown. */
const cardOrder = () =>
  within(screen.getByRole('group', { name: 'Lottery games' }))
    .getAllByRole('group')
    .map((g) => g.getAttribute('aria-label'));
const star = (name: string) =>
  within(screen.getByRole('group', { name })).getByRole('button', { name: 'Favourite' });

afterEach(() => localStorage.clear());

describe('lottery-lobby widget', () => {
  it('R3.3 keeps lottery favourites per username: first and starred for their member, none for the next', async () => {
    const view = await renderWidget(<LotteryLobby history={30} frameHeight={820} />, {
      api: withDemoGames(createFakeApiClient()),
      session: { username: 'alice01', customerId: 1 },
      route: '/lottery',
    });
    await screen.findByRole('group', { name: 'SEA 3-Minute' });
    expect(cardOrder()).toEqual(['Vietnam 1-Minute', 'Vietnam 5-Minute', 'SEA 3-Minute']);
    await userEvent.click(star('SEA 3-Minute'));
    await waitFor(() => expect(cardOrder()[0]).toBe('SEA 3-Minute'));
    expect(star('SEA 3-Minute')).toHaveAttribute('aria-pressed', 'true');

    // A second member on the same browser starts with none.
    act(() => view.store.set(sessionAtom, memberSession({ username: 'bob02', customerId: 2 })));
    await waitFor(() => expect(star('SEA 3-Minute')).toHaveAttribute('aria-pressed', 'false'));
    expect(cardOrder()[0]).toBe('Vietnam 1-Minute');
    await userEvent.click(star('Vietnam 5-Minute'));

    // The first member's list is untouched by the second's.
    act(() => view.store.set(sessionAtom, memberSession({ username: 'alice01', customerId: 1 })));
    await waitFor(() =>
      expect(cardOrder()).toEqual(['SEA 3-Minute', 'Vietnam 1-Minute', 'Vietnam 5-Minute']),
    );
    // Toggling again removes it (spec §4).
    await userEvent.click(star('SEA 3-Minute'));
    await waitFor(() => expect(star('SEA 3-Minute')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('keeps the games and the betting view (with what is typed in it) while the menu is read again after a draw', async () => {
    const demo = withDemoGames(createFakeApiClient());
    const first = await demo.call(getLotteryMenu, { prizeMode: 'Lott', device: 'WEB' });
    let answer: (menu: typeof first) => void = () => {};
    let calls = 0;
    demo.on(getLotteryMenu, () => (calls++ === 0 ? first : new Promise((resolve) => (answer = resolve))));
    const view = await renderWidget(<LotteryLobby history={30} frameHeight={820} />, {
      api: demo,
      session: { username: 'alice01', customerId: 1 },
      route: '/lottery',
    });
    const frame = await screen.findByTitle('Lottery betting');
    act(() => view.store.set(lotteryMenuAtom('Lott')));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByTitle('Lottery betting')).toBe(frame);
    expect(screen.getByRole('group', { name: 'Lottery games' })).toBeInTheDocument();
    await act(async () => answer(first));
    expect(screen.getByTitle('Lottery betting')).toBe(frame);
  });

  it('R3.3 a visitor who stars a game is asked to log in; nothing is kept', async () => {
    const view = await renderWidget(<LotteryLobby history={30} frameHeight={820} />, {
      api: withDemoGames(createFakeApiClient()),
      session: null,
      route: '/lottery',
    });
    await userEvent.click(await waitFor(() => star('Vietnam 5-Minute')));
    expect(view.store.get(popupOpenAtom('login'))).toBe(true);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tsr.lotteryFavourites'))).toEqual([]);
  });

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
