import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getTeamBets } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentApi } from '../../../tests/support/fake-agents';
import AgentTeamBets from './agent-team-bets';

describe('agent-team-bets widget', () => {
  it('R2.82 shows account, superior, order no., game, stake, valid bet, win, P&L, status and totals by game type', async () => {
    const api = withAgentApi(createFakeApiClient());
    await renderWidget(<AgentTeamBets pageSize={20} />, { api, session: { isAgent: 1 } });
    const table = await screen.findByRole('table', { name: 'Team bets' });
    const row = within(table).getByText('R-1002').closest('tr') as HTMLElement;
    const cell = (label: string) => row.querySelector(`td[data-label="${label}"]`)?.textContent;
    expect(cell('Account')).toBe('demodown1');
    expect(cell('Direct superior')).toBe('demoagent');
    expect(cell('Draw or event')).toContain('Baccarat A');
    expect(cell('Stake')).toContain('50.00');
    expect(cell('Valid bet')).toContain('50.00');
    expect(cell('Win')).toContain('95.00');
    expect(cell('Profit and loss')).toContain('45.00');
    expect(cell('Status')).toBe('Settled');
    const open = within(table).getByText('R-1003').closest('tr') as HTMLElement;
    expect(within(open).getByText('In play')).toBeInTheDocument();
    const types = screen.getByRole('table', { name: 'Totals by game type' });
    expect(within(types).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Valid bet', { selector: 'dt' }).nextElementSibling).toHaveTextContent('60.00');
  });

  it('R2.82 R9.15 asks for the last 7 days, then for one member and game type', async () => {
    const api = withAgentApi(createFakeApiClient());
    await renderWidget(<AgentTeamBets pageSize={20} />, { api, session: { isAgent: 1 } });
    await screen.findByRole('table', { name: 'Team bets' });
    const first = api.calls.find((c) => c.id === getTeamBets.id)?.input as {
      startDate: string;
      endDate: string;
    };
    expect((Date.parse(first.endDate) - Date.parse(first.startDate)) / 86_400_000 + 1).toBe(7);
    await userEvent.type(screen.getByLabelText('Username'), 'demodown1');
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => api.calls.filter((c) => c.id === getTeamBets.id).at(-1)?.input)
      .toMatchObject({ username: 'demodown1', gameType: 'LIVE', page: 1 });
  });

  it('shows the error with a retry', async () => {
    await renderWidget(<AgentTeamBets pageSize={20} />, {
      api: createFakeApiClient().fail(getTeamBets, 'NETWORK', 'down'),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('Network link abnormal')).toBeInTheDocument();
  });
});
