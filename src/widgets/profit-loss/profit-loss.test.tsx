import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { renderWidget } from '../../../tests/support/render-widget';
import { withRecordsApi } from '../../../tests/support/fake-records';
import ProfitLoss from './profit-loss';

describe('profit-loss widget', () => {
  it('R2.69 shows stake, payout and profit by day and by game type, with totals', async () => {
    await renderWidget(<ProfitLoss showBars />, { api: withRecordsApi(createFakeApiClient()), session: {} });
    const days = await screen.findByRole('table', { name: 'Profit by day' });
    const rows = within(days).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('+15.00')).toBeInTheDocument();
    const types = screen.getByRole('table', { name: 'Profit by game type' });
    expect(within(types).getByText('Live casino')).toBeInTheDocument();
    expect(within(types).getByText('-50.00')).toBeInTheDocument();
    expect(screen.getAllByText('Profit')[0]?.nextElementSibling).toHaveTextContent('-$35.00');
  });

  it('says when nothing was settled', async () => {
    await renderWidget(<ProfitLoss showBars />, {
      api: withRecordsApi(createFakeApiClient(), { empty: true }),
      session: {},
    });
    expect(await screen.findByText('No settled bets in this period')).toBeInTheDocument();
  });
});
