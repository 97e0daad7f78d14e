import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getTeamTransactions } from '../../api/endpoints';
import { withAgentLedgerApi } from '../../../tests/support/fake-agent-ledger';
import AgentTransactions from './agent-transactions';

const meta = {
  title: 'Widgets/Agent transaction details',
  component: AgentTransactions,
  args: { pageSize: 20 },
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentLedgerApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof AgentTransactions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.85 the team’s movements with type, user, order no., remark, balance after and signed amount. */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Team transactions' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => withAgentLedgerApi(api, { empty: true }),
    },
  },
};

export const Loading: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(getTeamTransactions) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your team’s transactions' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => api.fail(getTeamTransactions, 'NETWORK', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
