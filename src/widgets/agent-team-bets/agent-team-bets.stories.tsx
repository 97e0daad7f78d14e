import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getTeamBets } from '../../api/endpoints';
import { withAgentApi } from '../../../tests/support/fake-agents';
import AgentTeamBets from './agent-team-bets';

const meta = {
  title: 'Widgets/Agent team betting',
  component: AgentTeamBets,
  args: { pageSize: 20 },
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof AgentTeamBets>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.82 the team's rounds with their superiors and totals by game type. */
export const Bets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Team bets' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Totals by game type' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentApi(api, { empty: true }) },
  },
};

export const Loading: Story = {
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(getTeamBets) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your team’s bets' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.fail(getTeamBets, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
