import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { opsChatMessages } from '../api/endpoints';
import { BackOfficeFixture, READ_ONLY_SESSION, SUPPORT_SESSION } from '../testing/back-office-fixture';
import { SAMPLE_CHAT } from '../testing/content-samples';
import { settledDialog } from '../testing/settled-dialog';
import { ChatRoomScreen } from './chat-room-screen';

const meta = {
  title: 'Back office/Chat room',
  component: ChatRoomScreen,
} satisfies Meta<typeof ChatRoomScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = { items: SAMPLE_CHAT, total: SAMPLE_CHAT.length };

/** Support's view: the latest messages, members’ words as text, hidden and muted marked. */
export const Room: Story = {
  render: () => (
    <BackOfficeFixture session={SUPPORT_SESSION} api={(api) => api.on(opsChatMessages, () => page)}>
      <ChatRoomScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText(/onerror=/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(screen.getByText('Hidden')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Hide message #903' })).toBeVisible();
  },
};

/** A read-only operator reads but has nothing to press. */
export const ReadOnly: Story = {
  render: () => (
    <BackOfficeFixture session={READ_ONLY_SESSION} api={(api) => api.on(opsChatMessages, () => page)}>
      <ChatRoomScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Good luck everyone')).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Mute/ })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <BackOfficeFixture
      session={SUPPORT_SESSION}
      api={(api) => api.on(opsChatMessages, () => ({ items: [], total: 0 }))}
    >
      <ChatRoomScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nobody has written in the chat room.'),
    ).toBeVisible();
  },
};

/** The mute dialog refuses what is not a whole number of minutes. */
export const MuteDialog: Story = {
  render: () => (
    <BackOfficeFixture session={SUPPORT_SESSION} api={(api) => api.on(opsChatMessages, () => page)}>
      <ChatRoomScreen />
    </BackOfficeFixture>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Mute player1 (message #903)' }));
    const dialog = within(await settledDialog('Mute player1'));
    const minutes = dialog.getByLabelText(/^Minutes/);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, 'soon');
    await userEvent.click(dialog.getByRole('button', { name: 'Mute' }));
    await expect(await dialog.findByText('Minutes: a whole number from 0 to 43200')).toBeVisible();
  },
};
