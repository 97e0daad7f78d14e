import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { renderWidget } from '../../../tests/support/render-widget';
import { withRecordsApi } from '../../../tests/support/fake-records';
import BonusRecord from './bonus-record';

describe('bonus-record widget', () => {
  it('R2.70 lists bonuses with their title, kind, amount and total', async () => {
    await renderWidget(<BonusRecord pageSize={20} />, {
      api: withRecordsApi(createFakeApiClient()),
      session: {},
    });
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    expect(within(table).getByText('Weekend raffle')).toBeInTheDocument();
    expect(within(table).getByText('Raffle prize')).toBeInTheDocument();
    expect(within(table).getByText('+8.88')).toBeInTheDocument();
    expect(screen.getByText('Bonuses received').nextElementSibling).toHaveTextContent('13.88');
    expect(screen.getByText('Number of bonuses').nextElementSibling).toHaveTextContent('2');
  });

  it('says when there are none, with the next step', async () => {
    await renderWidget(<BonusRecord pageSize={20} />, {
      api: withRecordsApi(createFakeApiClient(), { empty: true }),
      session: {},
    });
    expect(await screen.findByText('No bonuses in this period')).toBeInTheDocument();
    expect(screen.getByText(/reward center/)).toBeInTheDocument();
  });
});
