import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getWinnerBoard } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import WinnersBoard from './winners-board';

const meta = {
  title: 'Widgets/Winners board',
  component: WinnersBoard,
  args: { count: 10, refreshSeconds: 30 },
  parameters: { layout: 'padded', portal: { api: (api: FakeApiClient) => withDemoGames(api) } },
} satisfies Meta<typeof WinnersBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Winners: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Winners' })).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getWinnerBoard) } },
};
export const Empty: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.on(getWinnerBoard, () => ({ list: [] })) } },
};
export const Error: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.fail(getWinnerBoard, 'UNAVAILABLE', 'down') } },
};
