import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getWinnerBoard } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import WinnersBoard from './winners-board';

describe('winners-board widget', () => {
  it('R1.14 R3.30 lists player, game and prize with 2 decimals and grouping', async () => {
    await renderWidget(<WinnersBoard count={5} refreshSeconds={30} />, {
      api: withDemoGames(createFakeApiClient()),
    });
    const list = await screen.findByRole('list', { name: 'Winners' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('pl***01');
    expect(rows[0]).toHaveTextContent('$123.45');
    expect(rows[1]).toHaveTextContent('$246.90');
  });

  it('says so when there are no wins yet, and when the call fails', async () => {
    const { unmount } = await renderWidget(<WinnersBoard count={5} refreshSeconds={30} />, {
      api: createFakeApiClient().on(getWinnerBoard, () => ({ list: [] })),
    });
    expect(await screen.findByText(/No big wins yet today/)).toBeInTheDocument();
    unmount();
    await renderWidget(<WinnersBoard count={5} refreshSeconds={30} />, { api: createFakeApiClient() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The winners could not be loaded.');
  });
});
