import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_CLOSE, CHAT_SOCKET_PATH } from '@schemas/api/chat-rules';
import type { FakeApiClient } from '../../api/fake-client';
import { sampleChat, withChatRoom } from '../../../tests/support/fake-chat';
import ChatRoom from './chat-room';

const meta = {
  title: 'Widgets/Chat room',
  component: ChatRoom,
  args: { header: true },
  parameters: { portal: { api: (api: FakeApiClient) => void withChatRoom(api) } },
  decorators: [(Story) => <div style={{ width: 420, height: 560, display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof ChatRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R1.15 a visitor reads the room and is asked to log in to post. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await expect(within(log).getByText('VIP 6')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** A member writes and the message joins the room as theirs. */
export const Member: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => void withChatRoom(api) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log', { name: 'Messages' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Good luck everyone!{Enter}');
    const line = await canvas.findByText('Good luck everyone!');
    await expect(within(line.closest('li') as HTMLElement).getByText('You')).toBeVisible();
  },
};

export const Muted: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        void withChatRoom(api, sampleChat(), {
          welcome: { canPost: false, mutedUntil: Date.now() + 3_600_000 },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/A moderator has muted you/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => void withChatRoom(api, []) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => void api.hangSocket(CHAT_SOCKET_PATH) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the chat room' }),
    ).toBeInTheDocument();
  },
};

/** The platform cannot be reached: say so, count down to the next try, offer one now. */
export const Unreachable: Story = {
  parameters: { portal: { api: () => undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The chat room could not be reached/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try now' })).toBeVisible();
  },
};

export const Closed: Story = {
  parameters: {
    portal: {
      api: (api: FakeApiClient) =>
        void api.onSocket(CHAT_SOCKET_PATH, (peer) => peer.close(CHAT_CLOSE.closed)),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('The chat room is closed right now')).toBeVisible(),
    );
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360, height: 640, display: 'flex' }}>{Story()}</div>],
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => void withChatRoom(api) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};
