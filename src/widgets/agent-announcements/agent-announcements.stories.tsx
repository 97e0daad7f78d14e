import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getAgentAnnouncements } from '../../api/endpoints';
import { withAgentAnnouncementsApi } from '../../../tests/support/fake-agent-announcements';
import AgentAnnouncements from './agent-announcements';

const meta = {
  title: 'Widgets/Agent announcements',
  component: AgentAnnouncements,
  args: { openFirst: false },
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => withAgentAnnouncementsApi(api) },
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof AgentAnnouncements>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.78 the announcements for agents; a title opens its text. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /When your contracts settle/ }));
    await expect(await canvas.findByText('Real-time salary: every 5 minutes')).toBeVisible();
  },
};

export const OpenFirst: Story = {
  args: { openFirst: true },
};

export const Empty: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => withAgentAnnouncementsApi(api, { empty: true }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No announcements')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    portal: { session: { isAgent: 1 }, api: (api: FakeApiClient) => api.hang(getAgentAnnouncements) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading announcements' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: {
      session: { isAgent: 1 },
      api: (api: FakeApiClient) => api.fail(getAgentAnnouncements, 'NETWORK', 'x'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Announcements could not load. Check your connection and try again.',
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  args: { openFirst: true },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
