import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { openPopupsAtom } from '../../atoms/popup';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import GameGrid from './game-grid';

describe('game-grid widget', () => {
  it('R7.41 home popular games: asks for 20 and shows them, favourites for members', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<GameGrid source="popular" gameType="RNG" count={20} />, { api, session: {} });
    const list = await screen.findByRole('list', { name: 'Popular games' });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(api.calls.find((c) => c.id === 'games.popular')?.input).toMatchObject({ count: 20 });
    expect(within(list).getAllByRole('button', { name: /to favourites/ })).toHaveLength(20);
  });

  it('visitors see no hearts; playing opens the login popup', async () => {
    const api = withDemoGames(createFakeApiClient());
    const { store } = await renderWidget(<GameGrid source="hot" gameType="FISH" count={6} />, {
      api,
      session: null,
    });
    const list = await screen.findByRole('list', { name: 'Hot games' });
    expect(within(list).queryByRole('button', { name: /favourites/ })).toBeNull();
    await userEvent.click(within(list).getAllByRole('button', { name: /^Play / })[0]!);
    await waitFor(() => expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['login']));
  });

  it('shows a retry on failure', async () => {
    await renderWidget(<GameGrid source="popular" gameType="RNG" count={20} />, {
      api: createFakeApiClient(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
  });
});
