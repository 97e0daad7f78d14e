import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getAgentIncome } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentLedgerApi } from '../../../tests/support/fake-agent-ledger';
import AgentIncome from './agent-income';

describe('agent-income widget', () => {
  it('R2.84 shows each payment with type, order no., remark, amount and balance after, and totals by type', async () => {
    const api = withAgentLedgerApi(createFakeApiClient());
    await renderWidget(<AgentIncome pageSize={20} />, { api, session: { isAgent: 1 } });
    const table = await screen.findByRole('table', { name: 'Income payments' });
    const row = within(table).getByText('TX902').closest('tr') as HTMLElement;
    const cell = (label: string) => row.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell('Type')).toBe('Dividend');
    expect(cell('Remark')).toBe('2026-W47');
    expect(cell('Amount')).toContain('50.00');
    expect(cell('Balance after')).toContain('1,050.00');
    const byType = screen.getByRole('table', { name: 'Income by type' });
    expect(within(byType).getByText('Daily salary').closest('tr')).toHaveTextContent('20.00');
    expect(screen.getByText('Total income', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '70.00',
    );
  });

  it('R2.84 asks again for one type of income from page 1', async () => {
    const api = withAgentLedgerApi(createFakeApiClient());
    await renderWidget(<AgentIncome pageSize={20} />, { api, session: { isAgent: 1 } });
    await screen.findByRole('table', { name: 'Income payments' });
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'dividend');
    await expect
      .poll(() => api.calls.filter((c) => c.id === getAgentIncome.id).at(-1)?.input)
      .toMatchObject({ type: 'dividend', page: 1 });
  });

  it('says when nothing was paid', async () => {
    await renderWidget(<AgentIncome pageSize={20} />, {
      api: withAgentLedgerApi(createFakeApiClient(), { empty: true }),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('No income in this period')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    await renderWidget(<AgentIncome pageSize={20} />, {
      api: createFakeApiClient().fail(getAgentIncome, 'NETWORK', 'down'),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('Network link abnormal')).toBeInTheDocument();
  });
});
