import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { listRegistrationLinks } from '../../api/endpoints';
import { withAgentRegistrationApi } from '../../../tests/support/fake-agent-registration';
import AgentRegistration from './agent-registration';

const FLAGS = ['DIRECTREG3', 'AFFILIATE3'];

const meta = {
  title: 'Widgets/Agent registration centre',
  component: AgentRegistration,
  args: { qrSize: 120 },
  parameters: {
    portal: {
      session: { isAgent: 1 },
      flags: FLAGS,
      api: (api: FakeApiClient) => withAgentRegistrationApi(api),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof AgentRegistration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.80 direct registration and the agent's links with QR codes. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('LPLYR4KM')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of link LPLYR4KM' })).toBeVisible();
  },
};

/** R2.80 a new link appears at the top of the list. */
export const CreateLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'New registration link' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create link' }));
    await expect(await canvas.findByText('LNEW0003')).toBeVisible();
  },
};

export const NoLinks: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      flags: FLAGS,
      api: (api: FakeApiClient) => withAgentRegistrationApi(api, { empty: true }),
    },
  },
};

export const DirectOnly: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      flags: ['DIRECTREG3'],
      api: (api: FakeApiClient) => withAgentRegistrationApi(api),
    },
  },
};

/** R2.81 an agent at the site's last agent level: players only, in both forms. */
export const LastAgentLevel: Story = {
  parameters: {
    portal: {
      session: { isAgent: 2 },
      flags: FLAGS,
      api: (api: FakeApiClient) => withAgentRegistrationApi(api, { canMakeAgents: false }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findByRole('form', { name: 'New registration link' });
    await expect(within(links).queryByRole('option', { name: 'Sub-agents' })).toBeNull();
    const direct = canvas.getByRole('form', { name: 'Register a downline' });
    await expect(within(direct).queryByRole('option', { name: 'Sub-agent' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      flags: FLAGS,
      api: (api: FakeApiClient) => api.hang(listRegistrationLinks),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your registration links' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      flags: FLAGS,
      api: (api: FakeApiClient) => api.fail(listRegistrationLinks, 'NETWORK', 'x'),
    },
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
