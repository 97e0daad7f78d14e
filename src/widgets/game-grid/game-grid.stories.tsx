import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getHotGames, getPopularGames } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import GameGrid from './game-grid';

const meta = {
  title: 'Widgets/Game grid',
  component: GameGrid,
  args: { source: 'popular', gameType: 'RNG', count: 20 },
  parameters: {
    layout: 'padded',
    portal: { session: {}, api: (api: FakeApiClient) => withDemoGames(api, { favourites: [1] }) },
  },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's popular games. */
export const Popular: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Popular games' })).toBeVisible();
  },
};
/** Hot fishing games, for a visitor (no hearts). */
export const HotFish: Story = {
  args: { source: 'hot', gameType: 'FISH', count: 8 },
  parameters: { portal: { session: null } },
};
/** Loading. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => withDemoGames(api).hang(getPopularGames) } },
};
/** Nothing to show. */
export const Empty: Story = {
  args: { source: 'hot', gameType: 'PVP' },
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).on(getHotGames, () => ({ list: [] })) },
  },
};
/** The call failed. */
export const Error: Story = {
  parameters: {
    portal: { api: (api: FakeApiClient) => withDemoGames(api).fail(getPopularGames, 'UNAVAILABLE', 'down') },
  },
};
