import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { openPopupsAtom } from '../../atoms/popup';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import PvpRooms from './pvp-rooms';

describe('pvp-rooms widget', () => {
  it('R7.34 lists rooms by stake level and joins one (launch)', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(<PvpRooms />, { api, session: {} });
    const rooms = await screen.findByRole('list', { name: 'Rooms' });
    // Four card-and-board vendors of six games each, one room per game.
    expect(within(rooms).getAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Stake level' })).getByRole('button', { name: 'VIP' }),
    );
    expect(within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem')[0]).toHaveTextContent(
      '$200.00',
    );
  });

  it('only one vendor’s rooms when asked', async () => {
    await renderWidget(<PvpRooms vassalage="CHS" />, {
      api: withDemoGames(createFakeApiClient()),
      session: {},
    });
    const rooms = await screen.findByRole('list', { name: 'Rooms' });
    expect(
      within(rooms)
        .getAllByRole('listitem')
        .every((r) => r.textContent?.includes('Chess Club')),
    ).toBe(true);
  });

  it('asks visitors to log in', async () => {
    const { store } = await renderWidget(<PvpRooms />, {
      api: withDemoGames(createFakeApiClient()),
      session: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['login']));
  });
});
