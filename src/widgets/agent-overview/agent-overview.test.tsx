import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getTeamOverview } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withAgentApi } from '../../../tests/support/fake-agents';
import AgentOverview from './agent-overview';

describe('agent-overview widget', () => {
  it('R2.79 shows the team figures and each chart also as a table of days', async () => {
    await renderWidget(<AgentOverview showCharts />, {
      api: withAgentApi(createFakeApiClient()),
      session: { isAgent: 1 },
    });
    const size = await screen.findByText('Team size');
    expect(size.nextElementSibling).toHaveTextContent('12');
    expect(screen.getByRole('figure', { name: 'Valid bet by day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Team profit and loss by day' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByText('Show as a table')[0] as HTMLElement);
    const table = screen.getAllByRole('table', { name: 'Team figures by day' })[0] as HTMLElement;
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByText('Nov 17, 2026')).toBeInTheDocument();
  });

  it('R9.15 asks for the last 7 days by default and for 30 at a click', async () => {
    const api = withAgentApi(createFakeApiClient());
    await renderWidget(<AgentOverview showCharts={false} />, { api, session: { isAgent: 1 } });
    await screen.findByText('Team size');
    const first = api.calls.find((c) => c.id === getTeamOverview.id)?.input as {
      startDate: string;
      endDate: string;
    };
    const span = (r: { startDate: string; endDate: string }) =>
      (Date.parse(r.endDate) - Date.parse(r.startDate)) / 86_400_000 + 1;
    expect(span(first)).toBe(7);
    await userEvent.click(screen.getByRole('button', { name: /30/ }));
    const calls = api.calls.filter((c) => c.id === getTeamOverview.id);
    expect(span(calls[calls.length - 1]?.input as { startDate: string; endDate: string })).toBe(30);
  });

  it('shows the error with a retry', async () => {
    await renderWidget(<AgentOverview showCharts />, {
      api: createFakeApiClient().fail(getTeamOverview, 'NETWORK', 'down'),
      session: { isAgent: 1 },
    });
    expect(await screen.findByText('Network link abnormal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
