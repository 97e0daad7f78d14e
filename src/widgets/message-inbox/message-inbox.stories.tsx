import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { listMessages } from '../../api/endpoints';
import { withMessagesApi } from '../../../tests/support/fake-messages';
import MessageInbox from './message-inbox';

const meta = {
  title: 'Widgets/Message inbox',
  component: MessageInbox,
  args: { pageSize: 10 },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withMessagesApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof MessageInbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.74 open a message: it shows beside the list and is no longer unread. */
export const Read: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 unread messages')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Deposit approved/ }));
    await expect(await canvas.findByRole('heading', { name: 'Deposit approved' })).toBeVisible();
    await expect(await canvas.findByText('2 unread messages')).toBeVisible();
    // Side by side on a wide screen: the list stays in view.
    await expect(canvas.getByRole('list', { name: 'Messages' })).toBeVisible();
  },
};

/** On a phone the message takes the place of the list, with a way back. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Beware of impostors/ }));
    await expect(await canvas.findByRole('heading', { name: 'Beware of impostors' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Messages', hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to messages' }));
    await expect(canvas.getByRole('list', { name: 'Messages' })).toBeVisible();
    // Focus returns on the next frame, once the list is back.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Beware of impostors/ })).toHaveFocus());
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all read' }));
    await expect(await canvas.findByText('All read')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withMessagesApi(api, []) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(listMessages) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your messages' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(listMessages, 'NETWORK', 'offline') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
