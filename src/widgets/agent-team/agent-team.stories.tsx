import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { listAgentTeam } from '../../api/endpoints';
import { withAgentTeamApi } from '../../../tests/support/fake-agent-team';
import AgentTeam from './agent-team';

const meta = {
  title: 'Widgets/Agent team management',
  component: AgentTeam,
  args: { pageSize: 20, allowRemark: true },
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentTeamApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof AgentTeam>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.81 the team with balance, last login and status. */
export const Team: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('demosubdown1')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Team members' })).toBeVisible();
  },
};

/** R6.9 a transfer to a team member with the payment password. */
export const Transfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer to demodown1' }));
    const form = canvas.getByRole('form', { name: 'Transfer to demodown1' });
    await userEvent.type(within(form).getByLabelText('Amount'), '25');
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await expect(await within(form).findByText(/sent to demodown1/)).toBeVisible();
  },
};

/** R2.81 a direct downline player made an agent after one question. */
export const Promote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make demodown1 an agent' }));
    const panel = canvas.getByRole('region', { name: 'Make demodown1 an agent' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Make agent' }));
    await expect(await within(panel).findByText('demodown1 is now an agent.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentTeamApi(api, { empty: true }) },
  },
};

export const Loading: Story = {
  parameters: { portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(listAgentTeam) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your team' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.fail(listAgentTeam, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
