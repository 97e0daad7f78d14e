import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { openPopupAtom, openPopupsAtom } from '../../atoms/popup';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import GamePopup from './game-popup';

describe('game-popup widget', () => {
  it('R4.20 lists the vendor’s games and launches one, closing the popup', async () => {
    const api = withDemoGames(createFakeApiClient());
    const { store } = await renderWidget(<GamePopup header />, { api, session: {} });
    act(() =>
      store.set(openPopupAtom, { name: 'gamePopup', params: { vassalage: 'FSH', gameType: 'FISH' } }),
    );
    const list = await screen.findByRole('list', { name: 'Games of Fishing Kingdom' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    await userEvent.click(within(list).getAllByRole('button', { name: /^Play / })[0]!);
    await waitFor(() => expect(store.get(openPopupsAtom)).toEqual([]));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const api = createFakeApiClient();
    const { store } = await renderWidget(<GamePopup header />, { api, session: {} });
    act(() => store.set(openPopupAtom, { name: 'gamePopup', params: { vassalage: 'FSH' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    withDemoGames(api);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Games of Fishing Kingdom' });
  });
});
