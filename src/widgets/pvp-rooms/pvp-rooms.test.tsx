import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { openPopupsAtom } from '../../atoms/popup';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import PvpRooms from './pvp-rooms';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

describe('pvp-rooms widget', () => {
  it('R7.34 lists rooms by stake level and joins one (launch), the room’s level going with it', async () => {
    const api = withDemoGames(createFakeApiClient());
    await renderWidget(
      <>
        <PvpRooms />
        <Where />
      </>,
      { api, session: {} },
    );
    const rooms = await screen.findByRole('list', { name: 'Rooms' });
    // Four card-and-board vendors of six games each, one room per game.
    expect(within(rooms).getAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Stake level' })).getByRole('button', { name: 'VIP' }),
    );
    const vip = within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem')[0]!;
    expect(vip).toHaveTextContent('$200.00');
    await userEvent.click(within(vip).getByRole('button', { name: 'Join' }));
    // The /game address names the room, so the launch (and a reload) carries its stake level.
    expect(screen.getByTestId('where').textContent).toMatch(
      /^\/game\?gameType=PVP&vassalage=\w+&nodeId=\d+&room=vip$/,
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
