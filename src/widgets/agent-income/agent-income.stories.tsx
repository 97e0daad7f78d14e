import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getAgentIncome } from '../../api/endpoints';
import { withAgentLedgerApi } from '../../../tests/support/fake-agent-ledger';
import AgentIncome from './agent-income';

const meta = {
  title: 'Widgets/Agent income',
  component: AgentIncome,
  args: { pageSize: 20 },
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentLedgerApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 1000 }}>{Story()}</div>],
} satisfies Meta<typeof AgentIncome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.84 the agent’s dividends and salaries with totals by type. */
export const Report: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Income payments' })).toBeVisible();
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
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(getAgentIncome) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your income' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => api.fail(getAgentIncome, 'NETWORK', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
