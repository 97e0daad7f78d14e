import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { listAgentContracts } from '../../api/endpoints';
import { withAgentContractsApi } from '../../../tests/support/fake-agent-contracts';
import AgentContracts from './agent-contracts';

const meta = {
  title: 'Widgets/Agent contracts',
  component: AgentContracts,
  args: { kind: 'dividend', allowOffer: true },
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentContractsApi(api) },
  },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof AgentContracts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.86 the agent's own dividend and the one it gave its sub-agent. */
export const Dividend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Contracts you gave' })).toBeVisible();
  },
};

/** An offer with a zero rate is refused under its field before it is sent. */
export const ZeroRate: Story = {
  args: { kind: 'dailySalary' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form'));
    await userEvent.type(form.getByLabelText('Direct member'), 'demosubagent');
    await userEvent.type(form.getByLabelText('Rate (%)'), '0');
    await userEvent.type(form.getByLabelText('Bet volume at least'), '100');
    await userEvent.click(form.getByRole('button', { name: 'Send the offer' }));
    await expect(await form.findByText('The rate must be above zero')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { kind: 'hourlySalary' },
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => withAgentContractsApi(api, { empty: true }),
    },
  },
};

export const Loading: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(listAgentContracts) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your contracts' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => api.fail(listAgentContracts, 'NETWORK', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
