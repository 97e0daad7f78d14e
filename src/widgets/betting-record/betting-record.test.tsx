import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getBettingRecord } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withRecordsApi } from '../../../tests/support/fake-records';
import BettingRecord from './betting-record';

describe('betting-record widget', () => {
  it('R2.67 lists rounds with game, stake, payout, profit and status, and totals', async () => {
    await renderWidget(<BettingRecord pageSize={20} />, {
      api: withRecordsApi(createFakeApiClient()),
      session: {},
    });
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('In play')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('+15.00')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('-50.00')).toBeInTheDocument();
    expect(screen.getByText('Rounds').nextElementSibling).toHaveTextContent('3');
    expect(screen.getAllByText('Profit')[0]?.nextElementSibling).toHaveTextContent('-$35.00');
  });

  it('filters by game type', async () => {
    const api = withRecordsApi(createFakeApiClient());
    await renderWidget(<BettingRecord pageSize={20} />, { api, session: {} });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await screen.findByText('Speed Baccarat');
    expect(api.calls.filter((c) => c.id === getBettingRecord.id).at(-1)?.input).toMatchObject({
      gameType: 'LIVE',
      page: 1,
    });
    expect(screen.queryByText('Jade Reels')).not.toBeInTheDocument();
  });

  it('says when there are no bets', async () => {
    await renderWidget(<BettingRecord pageSize={20} />, {
      api: withRecordsApi(createFakeApiClient(), { empty: true }),
      session: {},
    });
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
  });
});
