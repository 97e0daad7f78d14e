import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getUserProfitLoss } from '../../api/endpoints';
import { withAgentLedgerApi } from '../../../tests/support/fake-agent-ledger';
import AgentProfitLoss from './agent-profit-loss';

const meta = {
  title: 'Widgets/Agent user profit and loss',
  component: AgentProfitLoss,
  args: { pageSize: 20 },
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentLedgerApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof AgentProfitLoss>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.83 each member’s deposits, withdrawals, valid bet, win, promotions and P&L with totals. */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Profit and loss by member' }),
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
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(getUserProfitLoss) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your team’s profit and loss' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => api.fail(getUserProfitLoss, 'NETWORK', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
