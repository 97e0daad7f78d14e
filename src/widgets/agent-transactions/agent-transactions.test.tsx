import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getTeamTransactions } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentLedgerApi } from '../../../tests/support/fake-agent-ledger';
import AgentTransactions from './agent-transactions';

describe('agent-transactions widget', () => {
  it('R2.85 shows type, time, user, order no., remark, balance after and the signed amount', async () => {
    const api = withAgentLedgerApi(createFakeApiClient());
    await renderWidget(<AgentTransactions pageSize={20} />, { api, session: { isAgent: 1 } });
    const table = await screen.findByRole('table', { name: 'Team transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cell = (row: HTMLElement | undefined, label: string) =>
      row?.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell(rows[1], 'Type')).toBe('Betting');
    expect(cell(rows[1], 'User')).toBe('demodown1');
    expect(cell(rows[1], 'Order no.')).toBe('TSR:R-1002');
    expect(cell(rows[1], 'Remark')).toBe('Baccarat A');
    expect(cell(rows[1], 'Balance after')).toContain('450.00');
    expect(cell(rows[1], 'Amount')).toContain('-50.00');
    expect(cell(rows[0], 'Amount')).toContain('+95.00');
    expect(rows[1]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:15:00.000Z');
    expect(screen.getByText('Net', { selector: 'dt' }).nextElementSibling).toHaveTextContent('545.00');
  });

  it('R2.85 R9.15 asks for the last 7 days, then for one user and type from page 1', async () => {
    const api = withAgentLedgerApi(createFakeApiClient());
    await renderWidget(<AgentTransactions pageSize={20} />, { api, session: { isAgent: 1 } });
    await screen.findByRole('table', { name: 'Team transactions' });
    const first = api.calls.find((c) => c.id === getTeamTransactions.id)?.input as {
      startDate: string;
      endDate: string;
    };
    expect((Date.parse(first.endDate) - Date.parse(first.startDate)) / 86_400_000 + 1).toBe(7);
    await userEvent.type(screen.getByLabelText('Username'), 'demodown1');
    const types = screen.getByLabelText('Type');
    expect(within(types).getAllByRole('option')).toHaveLength(14);
    await userEvent.selectOptions(types, 'dailyWage');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => api.calls.filter((c) => c.id === getTeamTransactions.id).at(-1)?.input)
      .toMatchObject({ username: 'demodown1', type: 'dailyWage', page: 1 });
  });

  it('says when there is nothing in the period', async () => {
    await renderWidget(<AgentTransactions pageSize={20} />, {
      api: withAgentLedgerApi(createFakeApiClient(), { empty: true }),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('No transactions in this period')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    await renderWidget(<AgentTransactions pageSize={20} />, {
      api: createFakeApiClient().fail(getTeamTransactions, 'NETWORK', 'down'),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('Network link abnormal')).toBeInTheDocument();
  });
});
