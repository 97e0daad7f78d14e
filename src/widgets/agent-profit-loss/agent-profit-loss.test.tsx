import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getUserProfitLoss } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentLedgerApi } from '../../../tests/support/fake-agent-ledger';
import AgentProfitLoss from './agent-profit-loss';

describe('agent-profit-loss widget', () => {
  it('R2.83 shows each member’s deposits, withdrawals, valid bet, win, promotions and P&L, with totals', async () => {
    const api = withAgentLedgerApi(createFakeApiClient());
    await renderWidget(<AgentProfitLoss pageSize={20} />, { api, session: { isAgent: 1 } });
    const table = await screen.findByRole('table', { name: 'Profit and loss by member' });
    const row = within(table).getByText('demosubdown1').closest('tr') as HTMLElement;
    const cell = (label: string) => row.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell('Level')).toBe('2');
    expect(cell('Deposits')).toContain('200.00');
    expect(cell('Valid bet')).toContain('30.00');
    expect(cell('Promotions and rebates')).toContain('1.50');
    expect(cell('Profit and loss')).toContain('-28.50');
    const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(total('Members')).toHaveTextContent('3');
    expect(total('Deposits')).toHaveTextContent('700.00');
    expect(total('Profit and loss')).toHaveTextContent('16.50');
  });

  it('R2.83 R9.15 asks for the last 7 days, then searches a username from page 1', async () => {
    const api = withAgentLedgerApi(createFakeApiClient());
    await renderWidget(<AgentProfitLoss pageSize={20} />, { api, session: { isAgent: 1 } });
    await screen.findByRole('table', { name: 'Profit and loss by member' });
    const first = api.calls.find((c) => c.id === getUserProfitLoss.id)?.input as {
      startDate: string;
      endDate: string;
    };
    expect((Date.parse(first.endDate) - Date.parse(first.startDate)) / 86_400_000 + 1).toBe(7);
    await userEvent.type(screen.getByLabelText('Username'), 'down');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => api.calls.filter((c) => c.id === getUserProfitLoss.id).at(-1)?.input)
      .toMatchObject({ username: 'down', page: 1 });
  });

  it('says when nobody matches', async () => {
    await renderWidget(<AgentProfitLoss pageSize={20} />, {
      api: withAgentLedgerApi(createFakeApiClient(), { empty: true }),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('No members found')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    await renderWidget(<AgentProfitLoss pageSize={20} />, {
      api: createFakeApiClient().fail(getUserProfitLoss, 'NETWORK', 'down'),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('Network link abnormal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
