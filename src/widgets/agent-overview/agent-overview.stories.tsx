import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getTeamOverview } from '../../api/endpoints';
import { withAgentApi } from '../../../tests/support/fake-agents';
import AgentOverview from './agent-overview';

const meta = {
  title: 'Widgets/Agent team overview',
  component: AgentOverview,
  args: { showCharts: true },
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof AgentOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.79 the team in numbers, and two charts by day that open as tables. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Team size')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Valid bet by day' })).toBeVisible();
    await userEvent.click(canvas.getAllByText('Show as a table')[0] as HTMLElement);
    await expect(canvas.getAllByRole('table', { name: 'Team figures by day' })[0]).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentApi(api, { empty: true }) },
  },
};

export const Loading: Story = {
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(getTeamOverview) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the team overview' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => api.fail(getTeamOverview, 'NETWORK', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
