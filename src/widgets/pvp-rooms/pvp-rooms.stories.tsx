import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getRoomList } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import PvpRooms from './pvp-rooms';

const meta = {
  title: 'Widgets/PvP rooms',
  component: PvpRooms,
  args: {},
  parameters: { layout: 'padded', portal: { session: {}, api: (api: FakeApiClient) => withDemoGames(api) } },
} satisfies Meta<typeof PvpRooms>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rooms: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Rooms' })).toBeVisible();
  },
};
export const Visitor: Story = { parameters: { portal: { session: null } } };
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getRoomList) } },
};
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getRoomList, () => ({ rooms: [] })) } },
};
export const Error: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.fail(getRoomList, 'UNAVAILABLE', 'down') } },
};
