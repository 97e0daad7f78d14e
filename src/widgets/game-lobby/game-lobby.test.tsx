import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { openPopupsAtom, popupOpenAtom } from '../../atoms/popup';
import { getHotGames } from '../../api/endpoints';
import { demoCatalogue, withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import GameLobby from './game-lobby';
import { hotArrowsAbove, lobbyType } from './lobby-type';

describe('game-lobby widget', () => {
  it('R2.5 R2.9 picks the game type from the path: /sports and /esports share one component', () => {
    expect(lobbyType('route', '/esports')).toBe('ESPORTS');
    expect(lobbyType('route', '/sports')).toBe('SPORTS');
    expect(lobbyType('route', '/live')).toBe('LIVE');
    expect(lobbyType('FISH', '/anything')).toBe('FISH');
    expect(hotArrowsAbove('SPORTS')).toBe(2);
    expect(hotArrowsAbove('LIVE')).toBe(8);
  });

  it('R4.23 /esports lists the esports books only', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<GameLobby gameType="route" hot categories />, {
      api,
      route: '/esports',
      session: {},
    });
    const vendors = await screen.findByRole('region', { name: 'Vendors' });
    expect(
      within(vendors)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-label') !== 'Favourite')
        .map((b) => b.textContent),
    ).toEqual(['AV EsportsHot', 'AI Esports', 'IM EsportsHot', 'TF Gaming', 'IA Esports']);
  });

  it('R2.60 favourite categories (vendors) come first and starred; the star toggles one on the platform', async () => {
    const api = withDemoGames(createFakeApiClient(), {
      categories: [{ gameType: 'ESPORTS', vassalage: 'TF' }],
    });
    await renderWidget(<GameLobby gameType="route" hot={false} categories />, {
      api,
      route: '/esports',
      session: {},
    });
    const vendors = await screen.findByRole('region', { name: 'Vendors' });
    const order = () =>
      within(vendors)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label'));
    await waitFor(() => expect(order()[0]).toBe('TF Gaming'));
    const star = (name: string) =>
      within(within(vendors).getByRole('group', { name })).getByRole('button', { name: 'Favourite' });
    expect(star('TF Gaming')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star('IA Esports'));
    await waitFor(() => expect(order().slice(0, 2)).toEqual(['IA Esports', 'TF Gaming']));
    expect(star('IA Esports')).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.find((c) => c.id === 'games.category-favourite-add')?.input).toEqual({
      gameType: 'ESPORTS',
      vassalage: 'IA',
    });
    await userEvent.click(star('TF Gaming'));
    await waitFor(() => expect(star('TF Gaming')).toHaveAttribute('aria-pressed', 'false'));
    expect(order()[0]).toBe('IA Esports');
  });

  it('R2.60 a visitor who stars a category is asked to log in', async () => {
    const view = await renderWidget(<GameLobby gameType="route" hot={false} categories />, {
      api: withDemoGames(createFakeApiClient()),
      route: '/esports',
      session: null,
    });
    const vendors = await screen.findByRole('region', { name: 'Vendors' });
    await userEvent.click(
      within(within(vendors).getByRole('group', { name: 'TF Gaming' })).getByRole('button', {
        name: 'Favourite',
      }),
    );
    expect(view.store.get(popupOpenAtom('login'))).toBe(true);
  });

  it('R2.57 sports hot matches get arrows only above 2', async () => {
    const api = withDemoGames(createFakeApiClient());
    const { unmount } = await renderWidget(<GameLobby gameType="SPORTS" hot categories />, {
      api,
      session: {},
    });
    const two = await screen.findByRole('region', { name: 'Hot matches' });
    expect(within(two).getAllByRole('article')).toHaveLength(2);
    expect(within(two).queryByRole('button', { name: 'Next' })).toBeNull();
    unmount();
    const three = withDemoGames(createFakeApiClient()).on(getHotGames, () => ({
      list: demoCatalogue()
        .games.filter((g) => g.gameType === 'SPORTS')
        .slice(0, 3),
    }));
    await renderWidget(<GameLobby gameType="SPORTS" hot categories />, { api: three, session: {} });
    const strip = await screen.findByRole('region', { name: 'Hot matches' });
    expect(within(strip).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('R2.61 live lobby: categories filter the tables', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<GameLobby gameType="LIVE" hot categories />, { api, session: {} });
    const tabs = await screen.findByRole('group', { name: 'Table categories' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All tables', 'Baccarat', 'Sic bo', 'Roulette', 'Dragon tiger', 'Blackjack', 'Others']);
    await userEvent.click(within(tabs).getByRole('button', { name: 'Roulette' }));
    const list = await screen.findByRole('list', { name: 'Roulette' });
    expect(
      within(list)
        .getAllByRole('article')
        .every((a) => /Roulette/.test(a.getAttribute('aria-label') ?? '')),
    ).toBe(true);
  });

  it('R4.20 a fish vendor (VASSALAGE) opens the popup game list', async () => {
    const api = withDemoGames(createFakeApiClient());
    const { store } = await renderWidget(<GameLobby gameType="FISH" hot categories />, { api, session: {} });
    // The vendor's tile in the vendor strip (hot game tiles also name their vendor).
    const strip = await screen.findByRole('region', { name: 'Vendors' });
    await userEvent.click(within(strip).getByRole('button', { name: /Fishing Kingdom/ }));
    expect(store.get(openPopupsAtom)).toEqual([
      { name: 'gamePopup', params: { vassalage: 'FSH', gameType: 'FISH' } },
    ]);
  });

  it('shows an error when the vendors cannot be loaded', async () => {
    const api = createFakeApiClient();
    await renderWidget(<GameLobby gameType="LIVE" hot categories />, { api, session: {} });
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent('The vendors could not be loaded'),
    );
  });
});
