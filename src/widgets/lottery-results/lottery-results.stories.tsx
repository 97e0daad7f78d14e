import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getOpenedNumbers } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import LotteryResults from './lottery-results';

const meta = {
  title: 'Widgets/Lottery results',
  component: LotteryResults,
  args: { games: 4, history: 5, refreshSeconds: 30 },
  parameters: { layout: 'padded', portal: { api: (api: FakeApiClient) => withDemoGames(api) } },
} satisfies Meta<typeof LotteryResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Lottery results' })).toBeVisible();
  },
};
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => withDemoGames(api).hang(getOpenedNumbers) } },
};
export const Empty: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).on(getOpenedNumbers, () => ({ list: [] })) },
  },
};
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).fail(getOpenedNumbers, 'UNAVAILABLE', 'down') },
  },
};
